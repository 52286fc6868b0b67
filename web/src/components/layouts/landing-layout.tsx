import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Brand } from '@/components/ui/brand';
import { LocaleSwitcher } from '@/components/ui/locale-switcher';
import { loadCatalogParts } from '@/i18n/catalogs';
import { landingPart } from '@/i18n/parts/landing';
import { browserLocale } from '@/i18n/locale';
import { useLocalizedHref } from '@/i18n/use-locale';
import { withChunkErrors } from '@/lib/chunk-reload';
import { InsideMainLandmark } from './main-landmark';

/** The landing page's part of the catalog (i18n/catalog-parts.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  await withChunkErrors(() => loadCatalogParts(browserLocale(params.locale), [landingPart]))();
  return null;
}

/**
 * Public marketing layout. No Firebase here: the landing page cannot know whether the visitor is
 * signed in, so it offers "Sign in" (the login page forwards signed-in sellers to their products).
 */
export function LandingLayout() {
  const href = useLocalizedHref();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Brand to={href(paths.home.getHref())} />
            <Box sx={{ flex: 1 }} />
            <LocaleSwitcher />
            <Button component={RouterLink} to={href(paths.login.getHref())} variant="outlined">
              <FormattedMessage id="landing.nav.signIn" defaultMessage="Sign in" />
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <InsideMainLandmark>
          <Outlet />
        </InsideMainLandmark>
      </Box>
      <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              id="landing.footer.copyright"
              defaultMessage="© {year} QR Reviews. Made for marketplace sellers."
              values={{ year: new Date().getFullYear() }}
            />
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}

export default LandingLayout;
