import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { paths } from '@shared';
import { unreadCount } from '@shared/attention-count';
import {
  collection,
  doc,
  type DocumentData,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
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
 * The top navigation's "needs attention" count, live: small documents the functions keep,
 * attention/{uid} and its shards (at most ATTENTION_SHARDS, so a rush of low reviews writes no
 * one document every time), never a query over reviews. Only `unread` is read from each, as a
 * number, summed by unreadCount (a negative or missing one shows as 0), so the first load carries
 * no schema for them; the list behind it loads when first opened (attention-menu.tsx).
 */
export function AttentionBadge() {
  const t = useIntl().formatMessage;
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  // Signed out: no listener at all. A refused or failed listener (the user just signed out) is an
  // error state of the hook, never an exception that would take the page down with it.
  const ref = useMemo(() => (uid ? doc(firestore, paths.attention(uid)) : null), [firestore, uid]);
  const shardsRef = useMemo(
    () => (uid ? collection(firestore, paths.attentionShards(uid)) : null),
    [firestore, uid],
  );
  const live = useLiveState(ref && liveQuery<DocumentSnapshot>(['doc', ref.path], ref));
  const shards = useLiveState(
    shardsRef && liveQuery<QuerySnapshot<DocumentData>>(['collection', shardsRef.path], shardsRef),
  );
  const count = unreadCount(
    live.snapshot?.data(),
    shards.snapshot?.docs.map((shard) => shard.data()) ?? [],
  );
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
