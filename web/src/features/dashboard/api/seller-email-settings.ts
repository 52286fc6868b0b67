import { ALERT_EMAILS_FIELD, DAILY_DIGEST_FIELD, paths } from '@shared';
import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { forgetReads } from '@/lib/server-state/server-state';

/** The seller's email settings (sellers/{uid}): missing alertEmails is on, dailyDigest off. */
export interface EmailSettings {
  alertEmails: boolean;
  dailyDigest: boolean;
}

/** Saves one setting; the overview's cached settings (seller-time-zone.ts) are read again. */
export async function saveEmailSetting(
  firestore: Firestore,
  uid: string,
  setting: keyof EmailSettings,
  on: boolean,
) {
  await updateDoc(doc(firestore, paths.seller(uid)), {
    [setting === 'alertEmails' ? ALERT_EMAILS_FIELD : DAILY_DIGEST_FIELD]: on,
  });
  forgetReads(['seller-settings', uid]);
}
