import type { InvalidDocumentError } from '@shared';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useUser } from '@/lib/firebase';
import { converters, splitRows } from '@/lib/firestore';
import { templatesQuery } from '../api/templates-query';
import type { TemplateRow } from '../api/types';

/**
 * The signed-in seller's templates, live, sorted by name. Stored templates that do not match the
 * schema are left out and reported in `invalid`.
 */
export function useTemplates(): {
  status: 'loading' | 'error' | 'success';
  templates: TemplateRow[];
  invalid: InvalidDocumentError[];
} {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const query = useMemo(
    () => templatesQuery(firestore, uid).withConverter(converters.template),
    [firestore, uid],
  );
  const { status, data } = useFirestoreCollection(query);
  const { templates, invalid } = useMemo(() => {
    const { rows, invalid } = splitRows(data?.docs ?? []);
    rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { templates: rows, invalid };
  }, [data]);
  return { status, templates, invalid };
}
