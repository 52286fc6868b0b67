import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '@/components/ui/page-title';

const messages = defineMessages({
  notFound: { id: 'error.notFound', defaultMessage: 'Page Not Found' },
  internal: { id: 'error.internal', defaultMessage: 'Internal Server Error' },
  home: { id: 'error.backHome', defaultMessage: 'Back to home' },
  reload: { id: 'error.reload', defaultMessage: 'Reload page' },
});

export interface ErrorPageProps {
  /** HTTP-like status; spec §2: defaults to 500. */
  status?: number;
  /** Shown after 'Page Not Found' (spec: the path that matched nothing or failed validation). */
  path?: string;
  /** Link for the "back to home" button (already localized). */
  homeHref?: string;
}

/** Spec §2 error page: the status code and 'Page Not Found' (404) or 'Internal Server Error'. */
export function ErrorPage({ status = 500, path, homeHref = '/' }: ErrorPageProps) {
  const intl = useIntl();
  const notFound = status === 404;
  const title = intl.formatMessage(notFound ? messages.notFound : messages.internal);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <PageTitle title={title} />
      <Typography
        component="p"
        data-testid="error-status"
        sx={{
          fontSize: { xs: 64, sm: 96 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'text.secondary',
        }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {notFound && path ? (
        <Typography
          component="p"
          data-testid="error-path"
          sx={{ mt: 2, fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {path}
        </Typography>
      ) : null}
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {/* A plain link: after an error the app may be in a bad state, so load the page afresh. */}
        <Button variant="contained" href={homeHref}>
          <FormattedMessage {...messages.home} />
        </Button>
        {notFound ? null : (
          <Button variant="outlined" onClick={() => window.location.reload()}>
            <FormattedMessage {...messages.reload} />
          </Button>
        )}
      </Box>
    </Container>
  );
}
