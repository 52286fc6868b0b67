import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { ensureSellerProfileOnce } from '@/lib/auth/seller-profile';
import { useFirestore, useUser } from '@/lib/firebase';
import { profileMessages } from './profile-messages';

/** Sellers whose profile was checked in this page session (at most one check per page load). */
const checked = new Set<string>();

/**
 * Safety net behind the login screen: a seller who signed in by redirect, in another tab, or whose
 * first profile write failed still gets sellers/{uid} (never overwritten). Checked once per seller
 * and browser (ensureSellerProfileOnce): a returning seller's screens start with their own reads.
 */
export function useEnsureSellerProfile(): void {
  const db = useFirestore();
  const { data: user } = useUser();
  const locale = useLocale();
  const toast = useToast();
  useEffect(() => {
    if (!user || checked.has(user.uid)) return;
    checked.add(user.uid);
    ensureSellerProfileOnce(db, user, locale).catch((error: unknown) => {
      checked.delete(user.uid);
      console.error(error);
      toast.error(profileMessages.failed);
    });
  }, [db, user, locale, toast]);
}
