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
  ])('%j differs from %j', (a, b) => {
    expect(deepEqual(a, b)).toBe(false);
    expect(deepEqual(b, a)).toBe(false);
  });
});
