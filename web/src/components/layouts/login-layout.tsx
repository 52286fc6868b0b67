import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Brand } from '@/components/ui/brand';
import { LocaleSwitcher } from '@/components/ui/locale-switcher';
import { useLocalizedHref } from '@/i18n/use-locale';

/**
 * Spec §2 "login" layout: a narrow centered column. Used by /login and by the customer review page,
 * so it must stay free of Firebase and seller code (checked by the build's bundle guard).
 */
export function LoginLayout() {
  const href = useLocalizedHref();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', px: { xs: 2, sm: 3 }, py: 1.5, gap: 1 }}
      >
        <Brand to={href(paths.home.getHref())} />
        <Box sx={{ flex: 1 }} />
        <LocaleSwitcher color="primary" />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 2, sm: 6 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}

export default LoginLayout;
