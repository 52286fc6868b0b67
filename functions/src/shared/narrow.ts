/**
 * Small type guards and typed helpers that narrow instead of asserting (docs/decisions.md,
 * "Type assertions"): each checks what it claims at run time.
 */

/** Whether `value` is one of `list`'s members: narrows a string read from a form, a URL or a document. */
export function isOneOf<const T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}

/** The `code` a thrown error carries (Firestore, the Admin SDK, Node), else undefined. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** gRPC FAILED_PRECONDITION: a document changed after it was read (an update-time precondition). */
const FAILED_PRECONDITION = 9;

/** The error is a refused precondition: what the write was based on changed in between. */
export function isFailedPrecondition(error: unknown): boolean {
  return errorCode(error) === FAILED_PRECONDITION;
}

/** The value `map` holds under `key`, made by `make` and stored the first time. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => NoInfer<V>): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** Whether `value` is an object (not null, not an array): its fields can be read as unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record with one entry per key of `keys`, each made by `make`. */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  make: (key: K) => V,
): Record<K, V> {
  // Object.fromEntries types its keys as string; every key of K is set just here.
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

/** The item at `index` of `list`, counting round it again past its end; a RangeError for an empty list. */
export function cycleAt<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError(`No item ${index} in a list of ${list.length}`);
  return item;
}

/** The value `record` holds under `key` (its own keys only), else undefined. */
export function valueAt<V>(record: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return Object.entries(record).find(([name]) => name === key)?.[1];
}
