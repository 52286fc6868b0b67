import { paths, type TemplateJobDoc } from '@shared';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from '@/lib/firebase';

/** Live state of one Apply Template job (written by the function as it works). */
export function useTemplateJob(jobId: string): TemplateJobDoc | undefined {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, paths.templateJob(jobId)), [firestore, jobId]);
  const { data } = useFirestoreDocData(ref);
  return data as TemplateJobDoc | undefined;
}
