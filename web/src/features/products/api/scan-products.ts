import { matchesPlan, type ProductQueryPlan } from '@shared';
import { SEARCH_SCAN_BATCH, SEARCH_SCAN_MAX_READS } from '@/config/constants';
import {
  endBefore,
  getDocs,
  limit,
  limitToLast,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { PagePosition } from '../lib/list-params';
import { cursorOf, cursorValues } from './products-query';

/**
 * A page of a search the server cannot fully answer (a word longer than the indexed prefix, or
 * more words than the server takes: ParsedSearch.needsPageFilter). The server narrows by what it
 * can; this reads the narrowed list in batches of SEARCH_SCAN_BATCH and keeps the products that
 * match every word, until the page is full or SEARCH_SCAN_MAX_READS documents were read. Then the
 * page ends early and "Next" continues after the last document read, so no page ever reads more
 * than the bound (docs/decisions.md, "Read bound of a search").
 */
export interface ScannedPage<T> {
  docs: QueryDocumentSnapshot<T>[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** Where the next / previous page starts (a cursor token), when there is one. */
  nextCursor: string | null;
  previousCursor: string | null;
  /** Documents read for this page. */
  reads: number;
  /** True when the bound stopped the page before it was full. */
  cut: boolean;
  fromCache: boolean;
}

export async function scanPage<T>(
  base: Query<T>,
  plan: ProductQueryPlan,
  position: PagePosition,
  pageSize: number,
  { batch = SEARCH_SCAN_BATCH, maxReads = SEARCH_SCAN_MAX_READS } = {},
): Promise<ScannedPage<T>> {
  const backwards = position.kind === 'before' || position.kind === 'last';
  const startedInside = position.kind === 'after' || position.kind === 'before';
  let cursor = startedInside ? cursorValues(plan, position.cursor) : null;
  // Matches in reading order: forwards from the start, or backwards from the end.
  const found: QueryDocumentSnapshot<T>[] = [];
  let reads = 0;
  let exhausted = false;
  let lastRead: QueryDocumentSnapshot<T> | null = null;
  let fromCache = false;
  while (found.length <= pageSize && reads < maxReads && !exhausted) {
    const take = Math.min(batch, maxReads - reads);
    const window = backwards
      ? [...(cursor ? [endBefore(...cursor)] : []), limitToLast(take)]
      : [...(cursor ? [startAfter(...cursor)] : []), limit(take)];
    const snapshot = await getDocs(query(base, ...window));
    fromCache ||= snapshot.metadata.fromCache;
    reads += snapshot.size;
    exhausted = snapshot.size < take;
    const inReadingOrder = backwards ? [...snapshot.docs].reverse() : snapshot.docs;
    for (const doc of inReadingOrder) {
      lastRead = doc;
      if (matchesPlan(plan, doc)) found.push(doc);
      if (found.length > pageSize) break;
    }
    if (!lastRead) break;
    cursor = cursorValues(plan, cursorOf(plan, lastRead));
  }
  const full = found.length > pageSize;
  const page = found.slice(0, pageSize);
  // Past the page in reading order: its last match when full, else where reading stopped.
  const lastOfPage = page.at(-1);
  const beyond =
    full && lastOfPage
      ? cursorOf(plan, lastOfPage)
      : !exhausted && lastRead
        ? cursorOf(plan, lastRead)
        : null;
  // Back towards where the page started: its first match, else the cursor it started from.
  const behind = startedInside ? (page[0] ? cursorOf(plan, page[0]) : position.cursor) : null;
  return {
    docs: backwards ? page.reverse() : page,
    hasNext: backwards ? startedInside : beyond !== null,
    hasPrevious: backwards ? beyond !== null : startedInside,
    nextCursor: backwards ? behind : beyond,
    previousCursor: backwards ? beyond : behind,
    reads,
    cut: !full && !exhausted,
    fromCache,
  };
}
