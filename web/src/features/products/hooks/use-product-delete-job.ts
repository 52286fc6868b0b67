import { InvalidDocumentError, paths, ProductDeleteJobDoc } from '@shared';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from '@/lib/firebase';
import { schemaConverter } from '@/lib/firestore';

const productDeleteJobConverter = schemaConverter(ProductDeleteJobDoc);

/** Live state of one bulk delete job (the function writes its progress into it). */
export function useProductDeleteJob(
  jobId: string,
): ProductDeleteJobDoc | InvalidDocumentError | undefined {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, paths.productDeleteJob(jobId)).withConverter(productDeleteJobConverter),
    [firestore, jobId],
  );
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
