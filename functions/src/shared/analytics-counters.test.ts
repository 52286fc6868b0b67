import { describe, expect, it } from 'vitest';
import { dayDeltas, windowEnd, windowOf } from './analytics-counters.js';

describe('dayDeltas: what each event counts', () => {
  it('counts a page open, a new visitor and its language', () => {
    expect(dayDeltas({ kind: 'opened', newVisitor: true, locale: 'ro' })).toEqual({
      o: 1,
      u: 1,
      'lo.ro': 1,
    });
    expect(dayDeltas({ kind: 'opened', newVisitor: false, locale: null })).toEqual({ o: 1 });
  });

  it('counts store steps in total and per store', () => {
    expect(dayDeltas({ kind: 'sent', store: 'emag' })).toEqual({ s: 1, 'st.emag.s': 1 });
    expect(dayDeltas({ kind: 'copied', store: 'amazon' })).toEqual({ f: 1, 'st.amazon.f': 1 });
  });

  it('counts a rating, its star, sum, store, language and whether it met the minimum', () => {
    expect(
      dayDeltas({ kind: 'rated', rating: 4, store: 'amazon', atOrAbove: true, locale: 'de' }),
    ).toEqual({ r: 1, t: 4, 'h.4': 1, 'st.amazon.r': 1, 'lr.de': 1, a: 1, 'st.amazon.a': 1 });
    expect(
      dayDeltas({ kind: 'rated', rating: 2, store: 'emag', atOrAbove: false, locale: 'en' }),
    ).toEqual({ r: 1, t: 2, 'h.2': 1, 'st.emag.r': 1, 'lr.en': 1 });
    expect(() =>
      dayDeltas({ kind: 'rated', rating: 6, store: 'emag', atOrAbove: true, locale: 'en' }),
    ).toThrow(RangeError);
  });
});

describe('write-buffer windows', () => {
  it('cuts time into one-minute windows', () => {
    const at = Date.parse('2025-06-10T12:34:56.789Z');
    expect(windowOf(at)).toBe(Math.floor(at / 60_000));
    expect(windowEnd(windowOf(at))).toBe(Date.parse('2025-06-10T12:35:00Z'));
    expect(windowOf(windowEnd(windowOf(at)))).toBe(windowOf(at) + 1);
  });
});
