import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';

const messages = defineMessages({
  title: { id: 'landing.cta.title', defaultMessage: 'Ready to collect more reviews?' },
  text: {
    id: 'landing.cta.text',
    defaultMessage: 'Create your first QR card in minutes. Free to start, no credit card needed.',
  },
  button: { id: 'landing.cta.button', defaultMessage: 'Get started' },
});

export function ClosingCta() {
  const href = useLocalizedHref();
  return (
    <Box
      component="section"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 800 }}>
          <FormattedMessage {...messages.title} />
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.9 }}>
          <FormattedMessage {...messages.text} />
        </Typography>
        <Button
          component={RouterLink}
          to={href(paths.login.getHref())}
          variant="contained"
          color="inherit"
          size="large"
          sx={{ mt: 4, color: 'primary.main', bgcolor: 'common.white' }}
        >
          <FormattedMessage {...messages.button} />
        </Button>
      </Container>
    </Box>
  );
}
