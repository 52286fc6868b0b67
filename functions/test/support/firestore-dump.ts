import { readFileSync } from 'node:fs';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Firestore documents as JSON (functions/test/fixtures/pre-accounts/dump-emulator.mjs writes
 * them): { "<path>": { fields } }, Timestamps as { "$time": "<ISO>" }. Loaded as they were, so a
 * test starts from data an older version of the app wrote.
 */
export type Dump = Record<string, Record<string, unknown>>;

export function readDump(url: URL): Dump {
  return JSON.parse(readFileSync(url, 'utf8')) as Dump;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value !== null && typeof value === 'object') {
    const time = (value as { $time?: unknown }).$time;
    if (typeof time === 'string') return Timestamp.fromDate(new Date(time));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
  }
  return value;
}

/** Writes every document of `dump` (set: each replaces what is at its path). */
export async function loadDump(db: Firestore, dump: Dump): Promise<void> {
  const entries = Object.entries(dump);
  for (let start = 0; start < entries.length; start += 400) {
    const batch = db.batch();
    for (const [path, data] of entries.slice(start, start + 400)) {
      batch.set(db.doc(path), decode(data) as Record<string, unknown>);
    }
    await batch.commit();
  }
}

/** The documents at `paths` as they are now, each as JSON (null: missing). */
export async function readPaths(db: Firestore, paths: string[]): Promise<Dump> {
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return Object.fromEntries(
    snapshots.map((snapshot) => [
      snapshot.ref.path,
      snapshot.exists
        ? (JSON.parse(JSON.stringify(snapshot.data())) as Record<string, unknown>)
        : null,
    ]),
  ) as Dump;
}
