import {
  CASE_OFFER_ON_ALL_RATINGS_FIELD,
  CASE_RETENTION_DAYS_FIELD,
  paths,
  type CaseSettings,
} from '@shared';
import { doc, updateDoc, type Firestore } from 'firebase/firestore';

/** Saves one of the seller's case settings (sellers/{uid}; caseSettingsOf reads them). */
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
