import { ALERT_EMAILS_FIELD, DAILY_DIGEST_FIELD, paths } from '@shared';
import { doc, updateDoc, type Firestore } from 'firebase/firestore';

/** The seller's email settings (sellers/{uid}): missing alertEmails is on, dailyDigest off. */
export interface EmailSettings {
  alertEmails: boolean;
  dailyDigest: boolean;
}

export function saveEmailSetting(
  firestore: Firestore,
  uid: string,
  setting: keyof EmailSettings,
  on: boolean,
) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [setting === 'alertEmails' ? ALERT_EMAILS_FIELD : DAILY_DIGEST_FIELD]: on,
  });
}
