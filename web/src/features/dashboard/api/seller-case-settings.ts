import { CASE_OFFER_ON_ALL_RATINGS_FIELD, CASE_RETENTION_DAYS_FIELD, paths } from '@shared';
import { doc, updateDoc, type Firestore } from 'firebase/firestore';

/** The seller's case settings (sellers/{uid}): missing means off and CASE_RETENTION_DAYS_DEFAULT. */
export interface CaseSettings {
  offerOnAllRatings: boolean;
  retentionDays: number;
}

export function saveCaseSetting(
  firestore: Firestore,
  uid: string,
  setting: keyof CaseSettings,
  value: boolean | number,
) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [setting === 'offerOnAllRatings' ? CASE_OFFER_ON_ALL_RATINGS_FIELD : CASE_RETENTION_DAYS_FIELD]:
      value,
  });
}
