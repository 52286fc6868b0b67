import { describe, expect, it } from 'vitest';
import { monthsOf, rankProducts, sortProducts } from './ranking';

const data = new Map([
  ['2025-05', { mug: { o: 100, r: 10, t: 45 }, lamp: { o: 10, r: 5, t: 10 } }],
  ['2025-06', { mug: { o: 50, r: 5, t: 20 }, board: { o: 40 } }],
]);

describe('product ranking', () => {
  it('lists the months a period touches', () => {
    expect(monthsOf('2024-12-20', '2025-02-03')).toEqual(['2024-12', '2025-01', '2025-02']);
  });

  it('totals each product over the months, with conversion, average and monthly opens', () => {
    const rows = rankProducts(data, ['2025-05', '2025-06']);
    const mug = rows.find((row) => row.id === 'mug')!;
    expect(mug).toMatchObject({ opened: 150, rated: 15, conversion: 0.1, average: 65 / 15 });
    expect(mug.monthlyOpens).toEqual([100, 50]);
    expect(rows.find((row) => row.id === 'board')).toMatchObject({ average: null, rated: 0 });
  });

  it('sorts by any column, both ways, with products lacking the value last', () => {
    const rows = rankProducts(data, ['2025-05', '2025-06']);
    expect(sortProducts(rows, 'opened', 'desc').map((row) => row.id)).toEqual([
      'mug',
      'board',
      'lamp',
    ]);
    expect(sortProducts(rows, 'conversion', 'desc').map((row) => row.id)).toEqual([
      'lamp',
      'mug',
      'board',
    ]);
    expect(sortProducts(rows, 'average', 'asc').map((row) => row.id)).toEqual([
      'lamp',
      'mug',
      'board',
    ]);
  });
});
