import { localDay, type DayRange } from '@shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, searchWithRange, type RangePreset } from '../lib/ranges';

export const VIEW_PARAM = 'view';
export type SeriesView = 'chart' | 'table';

/** The period and the chart/table choice, kept in the URL so a link or reload shows the same. */
export function useAnalyticsRange(timeZone: string) {
  const [search, setSearch] = useSearchParams();
  const today = localDay(new Date(), timeZone);
  const resolved = useMemo(() => rangeFromSearch(search, today), [search, today]);
  const choose = useCallback(
    (preset: RangePreset, custom?: DayRange) =>
      setSearch((current) => searchWithRange(current, preset, custom), { replace: true }),
    [setSearch],
  );
  const view: SeriesView = search.get(VIEW_PARAM) === 'table' ? 'table' : 'chart';
  const setView = useCallback(
    (next: SeriesView) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'table') params.set(VIEW_PARAM, 'table');
          else params.delete(VIEW_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { ...resolved, today, choose, view, setView };
}
