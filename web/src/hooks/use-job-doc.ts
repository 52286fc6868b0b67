import type { InvalidDocumentError } from '@shared';
import { doc, type FirestoreDataConverter } from 'firebase/firestore';
import { useMemo } from 'react';
import { useWatchedDoc } from '@/hooks/use-watched-doc';
import { useFirestore } from '@/lib/firebase';

/**
 * Live state of one long job's document (the function checkpoints its progress into it):
 * undefined until it is there, an InvalidDocumentError when it does not match its schema.
 */
export function useJobDoc<T extends object>(
  path: string,
  converter: FirestoreDataConverter<T>,
): T | InvalidDocumentError | undefined {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, path).withConverter(converter),
    [firestore, path, converter],
  );
  return useWatchedDoc(ref);
}
