import { Timestamp } from 'firebase/firestore';
import { isRecord } from '@shared/narrow';

/**
 * A page cursor as a URL-safe token: the values of the boundary row's orderBy fields (the sort
 * value, then the document id). Values, not a document id to look up: a cursor keeps working after
 * its row is deleted, and costs no read. Timestamps keep their nanoseconds, so ties between
 * products created in the same millisecond are still told apart.
 */
export type CursorValue = string | number | boolean | null | Timestamp;

type Encoded = string | number | boolean | null | { t: [number, number] };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string {
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeCursor(values: readonly CursorValue[]): string {
  const encoded: Encoded[] = values.map((value) =>
    value instanceof Timestamp ? { t: [value.seconds, value.nanoseconds] } : value,
  );
  return toBase64Url(JSON.stringify(encoded));
}

function isEncoded(value: unknown): value is Encoded {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  const t: unknown = isRecord(value) ? value.t : undefined;
  if (!Array.isArray(t) || t.length !== 2) return false;
  const parts: unknown[] = t;
  const [seconds, nanoseconds] = parts;
  return (
    Number.isSafeInteger(seconds) &&
    typeof nanoseconds === 'number' &&
    Number.isSafeInteger(nanoseconds) &&
    nanoseconds >= 0 &&
    nanoseconds < 1e9
  );
}

/** The values of a token, or null for anything that is not one (a hand-edited link). */
export function decodeCursor(token: string, expectedLength: number): CursorValue[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(token));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== expectedLength || !parsed.every(isEncoded)) {
    return null;
  }
  return parsed.map((value: Encoded) =>
    value !== null && typeof value === 'object' ? new Timestamp(value.t[0], value.t[1]) : value,
  );
}
