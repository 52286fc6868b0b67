import { useCallback, useState } from 'react';

/**
 * Where a list read a bounded page at a time stands: `cursors[i]` starts page i, so "Previous"
 * reuses a cursor already seen and "Next" adds the last document of the current page. A new
 * `query` (other filters) starts again at the first page (state reset during render, React's
 * recommended way).
 */
export function useCursorPages<Cursor>(query: unknown) {
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    setCursors([null]);
    setPage(0);
  }
  const after = cursors[page] ?? null;
  /** Moves to the page after the current one, which starts after `next` (none: stays). */
  const goNext = useCallback(
    (next: Cursor | null) => {
      if (!next) return;
      setCursors((current) => [...current.slice(0, page + 1), next]);
      setPage((current) => current + 1);
    },
    [page],
  );
  const goPrevious = useCallback(() => setPage((current) => Math.max(0, current - 1)), []);
  return { page, after, goNext, goPrevious };
}
