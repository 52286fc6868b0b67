import { paths, type InvalidDocumentError, type ProductDeleteJobDoc } from '@shared';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useWatchedDoc } from '@/hooks/use-watched-doc';
import { useFirestore } from '@/lib/firebase';
import { converters } from '@/lib/firestore';

/** Live state of one bulk delete job (the function writes its progress into it). */
export function useProductDeleteJob(
  jobId: string,
): ProductDeleteJobDoc | InvalidDocumentError | undefined {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, paths.productDeleteJob(jobId)).withConverter(converters.productDeleteJob),
    [firestore, jobId],
  );
  return useWatchedDoc(ref);
}
