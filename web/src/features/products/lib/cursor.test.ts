import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('page cursors', () => {
  it('round-trip strings, numbers and timestamps to the nanosecond, URL-safe', () => {
    const values = [new Timestamp(1_767_225_600, 123_456_789), 'ștefan ?&/=', 4.33, true, null];
    const token = encodeCursor([...values, 'productId']);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeCursor(token, 6)!;
    expect((decoded[0] as Timestamp).isEqual(values[0] as Timestamp)).toBe(true);
    expect(decoded.slice(1)).toEqual([...values.slice(1), 'productId']);
  });

  it('refuses anything that is not a cursor of the expected length', () => {
    const token = encodeCursor(['a', 'b']);
    expect(decodeCursor(token, 3)).toBeNull();
    expect(decodeCursor('not base64 json', 2)).toBeNull();
    expect(decodeCursor(encodeCursor([{ t: [1, 2e9] } as never, 'id']), 2)).toBeNull();
    expect(decodeCursor(btoa(JSON.stringify([{ x: 1 }, 'id'])), 2)).toBeNull();
  });
});
