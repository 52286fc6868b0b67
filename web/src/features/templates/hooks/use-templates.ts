import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from '@/lib/firebase';
import { templatesQuery } from '../api/templates-query';
import type { TemplateRow } from '../api/types';

/** The signed-in seller's templates, live, sorted by name. */
export function useTemplates(): {
  status: 'loading' | 'error' | 'success';
  templates: TemplateRow[];
} {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const query = useMemo(() => templatesQuery(firestore, uid), [firestore, uid]);
  const { status, data } = useFirestoreCollectionData(query, { idField: 'id' });
  const templates = useMemo(
    () =>
      ((data ?? []) as TemplateRow[])
        .slice()
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    [data],
  );
  return { status, templates };
}
