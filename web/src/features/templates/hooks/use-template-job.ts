import { paths, TemplateJobDoc, type InvalidDocumentError } from '@shared';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useWatchedDoc } from '@/hooks/use-watched-doc';
import { useFirestore } from '@/lib/firebase';
import { schemaConverter } from '@/lib/firestore';

const templateJobConverter = schemaConverter(TemplateJobDoc);

/**
 * Live state of one Apply Template job (written by the function as it works): undefined until
 * it is there, an InvalidDocumentError when the stored job does not match its schema.
 */
export function useTemplateJob(jobId: string): TemplateJobDoc | InvalidDocumentError | undefined {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, paths.templateJob(jobId)).withConverter(templateJobConverter),
    [firestore, jobId],
  );
  return useWatchedDoc(ref);
}
