import { deepEqual } from '@shared/deep-equal';
import { useMemo } from 'react';

/**
 * Whether a useSchemaForm's values differ from what was last saved. A module apart from
 * useSchemaForm so that the forms that never ask (the review page) do not load the deep
 * comparison.
 */
export function useFormDirty<TValues>(form: { values: TValues; baseline: TValues }): boolean {
  const { values, baseline } = form;
  return useMemo(() => !deepEqual(values, baseline), [values, baseline]);
}
