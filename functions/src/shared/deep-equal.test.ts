import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.js';

describe('deepEqual', () => {
  it.each([
    [1, 1],
    ['a', 'a'],
    [null, null],
    [undefined, undefined],
    [Number.NaN, Number.NaN],
    [
      { a: 1, b: { c: [1, 2] } },
      { b: { c: [1, 2] }, a: 1 },
    ],
    [[], []],
    [new Date(86_400_000), new Date(86_400_000)],
    [new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]])],
    [new Set([1, 2]), new Set([2, 1])],
    [new Timestamp(1_700_000_000, 5), new Timestamp(1_700_000_000, 5)],
  ])('%j equals %j', (a, b) => {
    expect(deepEqual(a, b)).toBe(true);
  });

  it.each([
    [1, '1'],
    [null, undefined],
    [{}, null],
    [{ a: 1 }, { a: 1, b: 2 }],
    [{ a: undefined }, { b: undefined }],
    [{ a: [1, 2] }, { a: [2, 1] }],
    [[1], { 0: 1 }],
    [{ a: { b: 1 } }, { a: { b: 2 } }],
    [new Date(0), new Date(86_400_000)],
    [new Map([['a', 1]]), new Map([['a', 2]])],
    [new Map([['a', 1]]), new Map([['b', 1]])],
    [new Set([1]), new Set([2])],
    [new Date(0), {}],
    [new Timestamp(1_700_000_000, 5), new Timestamp(1_700_000_000, 6)],
  ])('%j differs from %j', (a, b) => {
    expect(deepEqual(a, b)).toBe(false);
    expect(deepEqual(b, a)).toBe(false);
  });
});
