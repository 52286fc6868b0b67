import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAccount } from '@/lib/account/account-context';

const messages = defineMessages({
  lost: {
    id: 'account.access.lost',
    defaultMessage:
      'You no longer have access to this account: an owner removed you. Choose another account or ask its owner to add you again.',
  },
  none: {
    id: 'account.access.none',
    defaultMessage:
      'You have no access to this account. Choose one of your accounts, or ask its owner to add you.',
  },
});

/**
 * A signed-in screen only for a member of the account it shows (the rules refuse everyone else
 * anyway): a link to someone else's account says so, and a member removed while the screen is
 * open sees it replaced by the message within a second (their member document's listener).
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { access } = useAccount();
  if (access === 'checking') return <PageSpinner />;
  if (access === 'member') return children;
  return (
    <Alert severity="warning" role="alert" data-testid="account-access">
      <FormattedMessage {...(access === 'lost' ? messages.lost : messages.none)} />
    </Alert>
  );
}
