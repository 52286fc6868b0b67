import { InvalidDocumentError } from '@shared';
import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { liveQuery, useLiveState } from '@/lib/server-state/server-state';

/**
 * One document, live, through its converter: undefined until it is there, an
 * InvalidDocumentError when the stored document does not match its schema (the bulk jobs'
 * progress documents, which a function writes as it works).
 */
export function useWatchedDoc<T extends object>(
  ref: DocumentReference<T>,
): T | InvalidDocumentError | undefined {
  const { snapshot } = useLiveState<DocumentSnapshot<T>>(liveQuery(['doc', ref.path], ref));
  return useMemo(() => {
    try {
      return snapshot?.data();
    } catch (error) {
      if (error instanceof InvalidDocumentError) return error;
      throw error;
    }
  }, [snapshot]);
}
