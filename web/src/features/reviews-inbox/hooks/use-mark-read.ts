import { useEffect, useState } from 'react';
import { markReviewRead } from '@/lib/attention';
import { useFirestore } from '@/lib/firebase';

/**
 * Opening a review reads it: the review a link opened (once, on arrival) and any unread row the
 * seller clicks. The functions then count it off the top navigation's badge. Reviews marked here
 * show as read at once, before the page is read again. A member whose role may not mark reviews
 * (a Viewer: `mayMark` false) reads them and changes nothing.
 */
export function useMarkRead(productId: string, openReviewId: string | null, mayMark = true) {
  const firestore = useFirestore();
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());

  const mark = (reviewId: string) => {
    if (!mayMark) return;
    setRead((current) => new Set(current).add(reviewId));
    // The rules refuse it for a review that is read already: nothing to do then.
    markReviewRead(firestore, productId, reviewId).catch(() => undefined);
  };

  useEffect(() => {
    // The rules refuse it for a review that is read already: nothing to do then.
    if (openReviewId && mayMark) {
      markReviewRead(firestore, productId, openReviewId).catch(() => undefined);
    }
  }, [firestore, productId, openReviewId, mayMark]);

  return {
    isRead: (reviewId: string) => reviewId === openReviewId || read.has(reviewId),
    open: (row: { id: string; unread?: boolean }) => {
      if (row.unread === true && !read.has(row.id)) mark(row.id);
    },
  };
}
