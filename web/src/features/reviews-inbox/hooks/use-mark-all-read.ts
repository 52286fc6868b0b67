import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { markAllRead } from '@/lib/attention';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { inboxMessages, inboxValueMessages } from '../messages';

/**
 * "Mark all read" for one product's inbox: its unread reviews, in batches of at most
 * MARK_ALL_PAGE (lib/attention.ts, the same code as the top navigation's menu). Counts the
 * reviews marked so far while it runs, then toasts the total (or the failure: what was marked
 * stays marked) and reads the page again. The functions count each one off the badge.
 */
export function useMarkAllRead(productId: string, onDone: () => void) {
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [marked, setMarked] = useState(0);

  const run = async () => {
    if (!uid || busy) return;
    setBusy(true);
    setMarked(0);
    try {
      const count = await markAllRead(firestore, uid, productId, setMarked);
      toast.success(inboxValueMessages.markedRead, { values: { count } });
    } catch (error) {
      console.error(error);
      toast.error(inboxMessages.markAllReadFailed);
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return { busy, marked, run };
}
