import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, Outlet, useMatch, useResolvedPath } from 'react-router-dom';
import { can, type Action } from '@shared';
import { paths, withAccount } from '@/config/paths';
import { Brand } from '@/components/ui/brand';
import { LocaleSwitcher } from '@/components/ui/locale-switcher';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useAccount } from '@/lib/account/account-context';
import { AccountGate } from './account-gate';
import { AccountSwitcher } from './account-switcher';
import { LazyMenu, LazyMenuItem } from './lazy-menu';
import { InsideMainLandmark } from './main-landmark';
import { UserMenu } from './user-menu';

// Below the first load's budget: the badge appears once its chunk is in (attention-badge.tsx).
const AttentionBadge = lazy(() => import('./attention-badge'));

const messages = defineMessages({
  products: { id: 'nav.products', defaultMessage: 'Products' },
  overview: { id: 'nav.overview', defaultMessage: 'Overview' },
  templates: { id: 'nav.templates', defaultMessage: 'Templates' },
  imports: { id: 'nav.imports', defaultMessage: 'Imports' },
  members: { id: 'nav.members', defaultMessage: 'Team' },
  activity: { id: 'nav.activity', defaultMessage: 'Activity' },
  navigation: { id: 'nav.label', defaultMessage: 'Main navigation' },
  openMenu: { id: 'nav.openMenu', defaultMessage: 'Open navigation menu' },
});

/** Each screen of the navigation, and what a member's role must allow to see it there. */
const navItems: { href: string; label: MessageDescriptor; needs: Action }[] = [
  { href: paths.products.getHref(), label: messages.products, needs: 'products.read' },
  { href: paths.overview.getHref(), label: messages.overview, needs: 'analytics.read' },
  { href: paths.templates.getHref(), label: messages.templates, needs: 'templates.read' },
  { href: paths.imports.getHref(), label: messages.imports, needs: 'imports.manage' },
  { href: paths.members.getHref(), label: messages.members, needs: 'members.manage' },
  { href: paths.activity.getHref(), label: messages.activity, needs: 'activity.read' },
];

function NavButton({ to, children }: { to: string; children: React.ReactNode }) {
  const active = useMatch({ path: useResolvedPath(to).pathname, end: false }) !== null;
  return (
    <Button
      component={NavLink}
      to={to}
      color="inherit"
      aria-current={active ? 'page' : undefined}
      sx={{
        fontWeight: active ? 700 : 500,
        borderBottom: 2,
        borderColor: active ? 'currentColor' : 'transparent',
        borderRadius: 0,
      }}
    >
      {children}
    </Button>
  );
}

/** Spec §2 "default" layout for signed-in screens: app bar, navigation, language, account. */
export function DefaultLayout() {
  const intl = useIntl();
  const localized = useLocalizedHref();
  const { accountId, role, accounts } = useAccount();
  // The app's own links name the account once there is a choice (docs/decisions.md, "The account
  // in the URL"); a person with one account keeps the plain links.
  const href = (to: string) => localized(withAccount(to, accounts.length > 1 ? accountId : null));
  const shown = navItems.filter((item) => role === null || can(role, item.needs));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 2 } }}>
            <IconButton
              color="inherit"
              aria-label={intl.formatMessage(messages.openMenu)}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Brand to={href(paths.products.getHref())} />
            <Box
              component="nav"
              aria-label={intl.formatMessage(messages.navigation)}
              sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 2 }}
            >
              {shown.map((item) => (
                <NavButton key={item.href} to={href(item.href)}>
                  <FormattedMessage {...item.label} />
                </NavButton>
              ))}
            </Box>
            <Box sx={{ flex: 1 }} />
            {/* A member's only: its listeners wait for the access check, which waits for the
                first screen's hold on the network (lib/server-state/first-screen.ts). */}
            {role ? (
              <Suspense fallback={null}>
                <AttentionBadge />
              </Suspense>
            ) : null}
            <AccountSwitcher />
            <LocaleSwitcher />
            <UserMenu />
          </Toolbar>
        </Container>
      </AppBar>
      <LazyMenu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        {shown.map((item) => (
          <LazyMenuItem
            key={item.href}
            component={NavLink}
            to={href(item.href)}
            onClick={() => setMenuAnchor(null)}
          >
            <FormattedMessage {...item.label} />
          </LazyMenuItem>
        ))}
      </LazyMenu>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, sm: 4 } }}>
        <InsideMainLandmark>
          <AccountGate>
            <Outlet />
          </AccountGate>
        </InsideMainLandmark>
      </Container>
    </Box>
  );
}

export default DefaultLayout;
