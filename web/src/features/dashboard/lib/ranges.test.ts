import { describe, expect, it } from 'vitest';
import { customRangeError, presetRange, rangeFromSearch, searchWithRange } from './ranges';

const today = '2025-03-15';

describe('presetRange', () => {
  it('ends every preset today', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2025-03-09', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2025-02-14', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2024-12-16', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2024-03-16', to: today });
  });

  it('takes 12 whole months back from a leap day', () => {
    expect(presetRange('12m', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
});

describe('rangeFromSearch', () => {
  it('reads a preset and defaults to 30 days', () => {
    expect(rangeFromSearch(new URLSearchParams('range=7d'), today).range.from).toBe('2025-03-09');
    expect(rangeFromSearch(new URLSearchParams(''), today)).toMatchObject({
      preset: '30d',
      error: null,
    });
    expect(rangeFromSearch(new URLSearchParams('range=5y'), today).preset).toBe('30d');
  });

  it('reads a custom range and refuses one that cannot be shown', () => {
    expect(
      rangeFromSearch(new URLSearchParams('range=custom&from=2025-01-01&to=2025-01-31'), today),
    ).toEqual({ preset: 'custom', range: { from: '2025-01-01', to: '2025-01-31' }, error: null });
    expect(
      rangeFromSearch(new URLSearchParams('range=custom&from=2025-02-01&to=2025-01-31'), today),
    ).toMatchObject({ preset: '30d', error: 'fromAfterTo' });
  });
});

describe('customRangeError', () => {
  it.each([
    ['', '2025-01-31', 'invalidDate'],
    ['2025-02-30', '2025-03-01', 'invalidDate'],
    ['2025-02-01', '2025-01-31', 'fromAfterTo'],
    ['2025-03-01', '2025-03-16', 'inFuture'],
    ['2024-02-01', '2025-03-05', 'tooLong'],
    ['2024-02-13', '2025-03-15', null],
  ])('%s – %s → %s', (from, to, error) => {
    expect(customRangeError(from, to, today)).toBe(error);
  });
});

describe('searchWithRange', () => {
  it('keeps other parameters and drops stale custom dates', () => {
    const next = searchWithRange(
      new URLSearchParams('tab=analytics&range=custom&from=2025-01-01&to=2025-01-02'),
      '90d',
    );
    expect(next.toString()).toBe('tab=analytics&range=90d');
    expect(
      searchWithRange(next, 'custom', { from: '2025-01-01', to: '2025-01-09' }).toString(),
    ).toBe('tab=analytics&range=custom&from=2025-01-01&to=2025-01-09');
  });
});
