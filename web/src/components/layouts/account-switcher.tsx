import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import type { Role } from '@shared';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { withAccount } from '@/config/paths';
import { useAccount } from '@/lib/account/account-context';
import { LazyMenu, LazyMenuItem } from './lazy-menu';

export const roleMessages = defineMessages({
  owner: { id: 'account.role.owner', defaultMessage: 'Owner' },
  manager: { id: 'account.role.manager', defaultMessage: 'Manager' },
  support: { id: 'account.role.support', defaultMessage: 'Support' },
  viewer: { id: 'account.role.viewer', defaultMessage: 'Viewer' },
} satisfies Record<Role, unknown>);

const messages = defineMessages({
  open: { id: 'account.switcher.open', defaultMessage: 'Switch account' },
});

/**
 * The app bar's account switcher (docs/decisions.md, "The account in the URL"): shown to a person
 * who belongs to two or more accounts (an agency); picking one opens the same screen for it, the
 * account named in the URL's query only.
 */
export function AccountSwitcher() {
  const intl = useIntl();
  const { accountId, role, accounts } = useAccount();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (accounts.length < 2) return null;
  const current = accounts.find((account) => account.id === accountId);
  const choose = (id: string) => {
    setAnchor(null);
    if (id !== accountId) void navigate(withAccount(`${pathname}${search}`, id));
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<SwapHoriz />}
        aria-label={intl.formatMessage(messages.open)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        data-testid="account-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? accountId}
          {role ? (
            <>
              {' · '}
              <FormattedMessage {...roleMessages[role]} />
            </>
          ) : null}
        </span>
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {accounts.map((account) => (
          <LazyMenuItem
            key={account.id}
            selected={account.id === accountId}
            onClick={() => choose(account.id)}
          >
            {account.name}
          </LazyMenuItem>
        ))}
      </LazyMenu>
    </>
  );
}

export default AccountSwitcher;
