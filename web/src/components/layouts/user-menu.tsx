import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { useLocalizedHref } from '@/i18n/use-locale';
import { signOutSeller } from '@/lib/auth/sign-in';
import { useAuth, useUser } from '@/lib/firebase';
import { LazyMenu, LazyMenuItem } from './lazy-menu';

const messages = defineMessages({
  open: { id: 'userMenu.open', defaultMessage: 'Account menu' },
  signOut: { id: 'userMenu.signOut', defaultMessage: 'Sign out' },
  signedOut: { id: 'userMenu.signedOut', defaultMessage: 'You have been signed out' },
  signOutFailed: {
    id: 'userMenu.signOutFailed',
    defaultMessage: 'Sign-out failed. Please try again.',
  },
});

/** Avatar button with the seller's name and e-mail and 'Sign out'. */
export function UserMenu() {
  const intl = useIntl();
  const auth = useAuth();
  const { data: user } = useUser();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.displayName || user?.email || '';

  const signOut = async () => {
    setAnchor(null);
    try {
      await signOutSeller(auth);
      await navigate(href(paths.login.getHref()), { replace: true });
      toast.info(messages.signedOut);
    } catch {
      toast.error(messages.signOutFailed);
    }
  };

  return (
    <>
      <IconButton
        aria-label={intl.formatMessage(messages.open)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user?.photoURL ?? undefined}
          alt={name}
          sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 16 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {user?.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <LazyMenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...messages.signOut} />
        </LazyMenuItem>
      </LazyMenu>
    </>
  );
}
