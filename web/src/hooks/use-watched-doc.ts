import { InvalidDocumentError } from '@shared';
import type { DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreDoc } from '@/lib/firebase';

/**
 * One document, live, through its converter: undefined until it is there, an
 * InvalidDocumentError when the stored document does not match its schema (the bulk jobs'
 * progress documents, which a function writes as it works).
 */
export function useWatchedDoc<T>(ref: DocumentReference<T>): T | InvalidDocumentError | undefined {
  const { data: snapshot } = useFirestoreDoc(ref);
  return useMemo(() => {
    try {
      return snapshot?.data();
    } catch (error) {
      if (error instanceof InvalidDocumentError) return error;
      throw error;
    }
  }, [snapshot]);
}
