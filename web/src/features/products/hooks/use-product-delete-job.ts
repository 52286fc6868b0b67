import { paths, ProductDeleteJobDoc, type InvalidDocumentError } from '@shared';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useWatchedDoc } from '@/hooks/use-watched-doc';
import { useFirestore } from '@/lib/firebase';
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
  return useWatchedDoc(ref);
}
