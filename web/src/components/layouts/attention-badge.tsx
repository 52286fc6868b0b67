import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { paths } from '@shared';
import { doc, type DocumentSnapshot } from 'firebase/firestore';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { liveQuery, useLiveState } from '@/lib/server-state/server-state';

const AttentionMenu = lazy(() => import('./attention-menu'));

const labelMessage = defineMessage<{ count: number }>({
  id: 'nav.attention.label',
  defaultMessage:
    '{count, plural, =0 {No reviews need your attention} one {# review needs your attention} other {# reviews need your attention}}',
});

/**
 * The top navigation's "needs attention" count, live: one small document (attention/{uid}) that
 * the functions keep, never a query over reviews. Only `unread` is read from it, as a number (a
 * negative or missing one shows as 0), so the first load carries no schema for it; the list
 * behind it loads when first opened (attention-menu.tsx).
 */
export function AttentionBadge() {
  const t = useIntl().formatMessage;
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  // Signed out: no listener at all. A refused or failed listener (the user just signed out) is an
  // error state of the hook, never an exception that would take the page down with it.
  const ref = useMemo(() => (uid ? doc(firestore, paths.attention(uid)) : null), [firestore, uid]);
  const live = useLiveState(ref && liveQuery<DocumentSnapshot>(['doc', ref.path], ref));
  const unread: unknown = live.snapshot?.get('unread');
  const count = typeof unread === 'number' && Number.isInteger(unread) ? Math.max(0, unread) : 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!uid) return null;
  const label = t(labelMessage, { count });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        data-testid="attention-badge"
        data-count={count}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge text at 0: its hidden "0" would not match the button's name. */}
        <Badge badgeContent={count > 0 ? count : undefined} color="error" max={999}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <AttentionMenu id={menuId} uid={uid} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default AttentionBadge;
