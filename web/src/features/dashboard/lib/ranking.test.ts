import { describe, expect, it } from 'vitest';
import { monthsOf, rankProducts, sortProducts, yearsOfMonths } from './ranking';

const year = (p: Record<string, unknown>) => ({ p }) as never;
const data = [
  {
    year: '2025',
    doc: year({
      mug: { n: 'Mug', m: { '05': { o: 100, r: 10, t: 45 }, '06': { o: 50, r: 5, t: 20 } } },
      lamp: { n: 'Lamp', m: { '05': { o: 10, r: 5, t: 10 } } },
      board: { n: 'Board', m: { '06': { o: 40 } } },
    }),
  },
];

describe('product ranking', () => {
  it('lists the months a period touches', () => {
    const months = monthsOf('2024-12-20', '2025-02-03');
    expect(months).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(yearsOfMonths(months)).toEqual(['2024', '2025']);
  });

  it('totals each product over the months, with conversion, average and monthly opens', () => {
    const rows = rankProducts(data, ['2025-05', '2025-06']);
    expect(
      rankProducts(data, ['2025-06'])
        .map((row) => row.id)
        .sort(),
    ).toEqual(['board', 'mug']);
    const mug = rows.find((row) => row.id === 'mug')!;
    expect(mug).toMatchObject({
      title: 'Mug',
      opened: 150,
      rated: 15,
      conversion: 0.1,
      average: 65 / 15,
    });
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
