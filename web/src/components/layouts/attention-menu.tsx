import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { markAllRead, unreadReviews } from '@/lib/attention';
import { useFirestore } from '@/lib/firebase';
import { forgetReads, readQuery, useServerRead } from '@/lib/server-state/server-state';
import { storeNames } from '@/lib/store-names';

const itemMessage = defineMessage<{ stars: number; store: string; feedback: string }>({
  id: 'nav.attention.item',
  defaultMessage: '{stars, plural, one {# star} other {# stars}}, {store}: {feedback}',
});
const messages = defineMessages({
  empty: { id: 'nav.attention.empty', defaultMessage: 'Nothing needs your attention.' },
  markAllRead: { id: 'nav.attention.markAllRead', defaultMessage: 'Mark all read' },
  failed: {
    id: 'nav.attention.failed',
    defaultMessage: 'The reviews could not be loaded or marked read. Please try again.',
  },
});

/** Reviews the menu lists; the badge counts them all. */
const LISTED = 10;

/** The dashboard's reviews tab opened on one review (it marks the review read). */
export function reviewHref(productId: string, reviewId: string) {
  return `${paths.dashboard.getHref(productId)}?tab=reviews&review=${encodeURIComponent(reviewId)}`;
}

/**
 * The list behind the top navigation's badge (loaded when first opened): the newest unread
 * reviews across products (one bounded read per opening) and "Mark all read".
 */
export function AttentionMenu({
  id,
  uid,
  anchor,
  onClose,
}: {
  id: string;
  uid: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  const href = useLocalizedHref();
  const firestore = useFirestore();
  const [markFailed, setMarkFailed] = useState(false);
  const read = useServerRead(
    readQuery(['attention-unread', uid], () => unreadReviews(firestore, uid, LISTED)),
  );
  const failed = markFailed || read.status === 'error';
  const listed = read.status === 'success' ? read.data : read.status === 'error' ? [] : null;
  const [busy, setBusy] = useState(false);

  const markAll = async () => {
    setBusy(true);
    try {
      await markAllRead(firestore, uid);
      forgetReads(['attention-unread', uid]);
      onClose();
    } catch (error) {
      console.error(error);
      setMarkFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {listed?.length === 0 ? (
        <MenuItem disabled>{t(failed ? messages.failed : messages.empty)}</MenuItem>
      ) : null}
      {(listed ?? []).map(({ productId, reviewId, review }) => (
        <MenuItem
          key={`${productId}/${reviewId}`}
          component={RouterLink}
          to={href(reviewHref(productId, reviewId))}
          onClick={onClose}
          sx={{ maxWidth: 420, whiteSpace: 'normal' }}
        >
          {t(itemMessage, {
            stars: review.rating,
            store: t(storeNames[review.store]),
            feedback:
              review.feedback.length > 80 ? `${review.feedback.slice(0, 80)}…` : review.feedback,
          })}
        </MenuItem>
      ))}
      {listed && listed.length > 0 ? (
        <MenuItem onClick={() => void markAll()} disabled={busy}>
          {t(messages.markAllRead)}
        </MenuItem>
      ) : null}
    </Menu>
  );
}

export default AttentionMenu;
