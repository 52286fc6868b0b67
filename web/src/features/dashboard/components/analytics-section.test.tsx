import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  addStoredDay,
  emptyDayTotals,
  InvalidDocumentError,
  localDay,
  yearsToRead,
  type DayTotals,
} from '@shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { AnalyticsData } from '../api/get-analytics';
import { browserTimeZone, presetRange } from '../lib/ranges';
import { AnalyticsSection } from './analytics-section';

const today = localDay(new Date(), 'UTC');

function day(stored: Parameters<typeof addStoredDay>[1]): DayTotals {
  return addStoredDay(emptyDayTotals(), stored);
}

/** Today: 10 opens, two reviews (5 and 4 stars); ten days ago 5 opens, one 3; forty days ago 4 opens. */
const data: AnalyticsData = {
  days: new Map([
    [today, day({ o: 10, u: 7, c: 6, r: 2, a: 2, t: 9, s: 1, h: { '5': 1, '4': 1 } })],
    [addDays(today, -10), day({ o: 5, u: 5, c: 2, r: 1, t: 3, h: { '3': 1 } })],
    [addDays(today, -40), day({ o: 4, u: 4 })],
  ]),
  timeZone: 'UTC',
  fromServer: true,
};

/** Renders the section over a loader that answers `answer` and records the years asked for. */
function renderSection(
  url: string,
  answer: AnalyticsData | (() => Promise<AnalyticsData>) = data,
  timeZone: string | undefined = 'UTC',
) {
  const requested: string[][] = [];
  const load = (years: readonly string[]) => {
    requested.push([...years]);
    return typeof answer === 'function' ? answer() : Promise.resolve(answer);
  };
  const rendered = renderWithProviders(
    <AnalyticsSection scope="test" load={load} timeZone={timeZone} exportName="mug" />,
    { url },
  );
  return { ...rendered, requested, ready: () => screen.findByTestId('kpi-tiles') };
}

const tile = (key: string) => within(screen.getByTestId(`kpi-${key}`));

describe('AnalyticsSection: ranges and comparisons', () => {
  it('shows 30 days by default, compared with the 30 days before', async () => {
    await renderSection('/?view=table').ready();
    expect(tile('opened').getByTestId('kpi-value').textContent).toContain('15');
    expect(tile('opened').getByTestId('kpi-visitors').textContent).toContain('12 unique visitors');
    // 15 opens against 4 in the 30 days before.
    expect(tile('opened').getByTestId('kpi-change').textContent).toContain('+275%');
    expect(tile('rated').getByTestId('kpi-value').textContent).toContain('3');
    expect(tile('average').getByTestId('kpi-value').textContent).toContain('4.0');
    expect(tile('average').getByTestId('kpi-change').textContent).toContain(
      'No data for the previous period',
    );
  });

  it('switches to 7 days, keeps the choice in the URL and compares with the week before', async () => {
    const { router, ready } = renderSection('/?view=table');
    await ready();
    await userEvent.click(screen.getByTestId('range-7d'));
    await waitFor(() => expect(router.state.location.search).toContain('range=7d'));
    await ready();
    expect(tile('opened').getByTestId('kpi-value').textContent).toContain('10');
    expect(tile('opened').getByTestId('kpi-change').textContent).toContain('+100%');
    expect(tile('average').getByTestId('kpi-value').textContent).toContain('4.5');
    expect(tile('average').getByTestId('kpi-change').textContent).toContain('+1.5');
    expect(tile('atOrAboveShare').getByTestId('kpi-change').textContent).toContain(
      '+100 percentage points',
    );
    // One row per day of the week in the table view (the chart's text alternative).
    expect(within(screen.getByTestId('series-table')).getAllByRole('row')).toHaveLength(8);
  });

  it('reads a custom range from the URL and refuses an impossible one without changing it', async () => {
    const from = addDays(today, -12);
    const { router, ready } = renderSection(
      `/?view=table&range=custom&from=${from}&to=${addDays(today, -8)}`,
    );
    await ready();
    expect(tile('opened').getByTestId('kpi-value').textContent).toContain('5');
    const before = router.state.location.search;
    await userEvent.clear(screen.getByTestId('range-from'));
    await userEvent.type(screen.getByTestId('range-from'), addDays(today, -1));
    await userEvent.click(screen.getByTestId('range-apply'));
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeTruthy();
    expect(router.state.location.search).toBe(before);
  });

  it('says so when nothing was counted, only once the server answered', async () => {
    const empty = { days: new Map(), timeZone: null, fromServer: true };
    await renderSection('/?view=table', empty).ready();
    expect(screen.getByTestId('analytics-empty')).toBeTruthy();
  });

  it('does not claim an empty period from the cache', async () => {
    await renderSection('/?view=table', {
      days: new Map(),
      timeZone: null,
      fromServer: false,
    }).ready();
    expect(screen.queryByTestId('analytics-empty')).toBeNull();
    expect(screen.getByText(/from this device’s cache/)).toBeTruthy();
  });

  it('shows the funnel with shares and the star distribution', async () => {
    await renderSection('/?view=table').ready();
    const funnel = within(screen.getByTestId('funnel-table'));
    expect(funnel.getByTestId('funnel-sent').textContent).toContain('Sent to store');
    expect(
      within(funnel.getByTestId('funnel-storeChosen')).getByTestId('funnel-share').textContent,
    ).toContain('53.3%');
    expect(screen.queryByText(/review posted/i)).toBeNull();
    expect(
      within(screen.getByTestId('star-bar-5')).getByTestId('star-count').textContent,
    ).toContain('1 (33.3%)');
  });
});

describe('AnalyticsSection: reads and states', () => {
  it('reads the years of the range and its comparison period, and again only for new years', async () => {
    const { requested, ready } = renderSection('/?view=table&range=7d');
    await ready();
    const sevenDays = { from: addDays(today, -6), to: today };
    expect(requested).toEqual([yearsToRead(sevenDays)]);
    await userEvent.click(screen.getByTestId('range-12m'));
    await ready();
    expect(requested.at(-1)).toEqual(yearsToRead(presetRange('12m', today)));
  });

  it('reads two more days of slack at each end while the seller’s zone is only guessed', async () => {
    const { requested, ready } = renderSection('/?range=7d', data, undefined);
    await ready();
    const browserToday = localDay(new Date(), browserTimeZone());
    expect(requested[0]).toEqual(yearsToRead(presetRange('7d', browserToday), 2));
  });

  it('shows nothing counted until the server answered: a spinner, then the numbers', async () => {
    let answer: (value: AnalyticsData) => void = () => undefined;
    const pending = new Promise<AnalyticsData>((resolve) => (answer = resolve));
    const { ready } = renderSection('/?view=table', () => pending);
    expect(screen.getByRole('progressbar', { name: 'Loading analytics…' })).toBeTruthy();
    expect(screen.queryByTestId('analytics-empty')).toBeNull();
    answer(data);
    await ready();
  });

  it('offers to try again after a failed read, and reads again', async () => {
    let calls = 0;
    const { ready } = renderSection('/', () =>
      ++calls === 1 ? Promise.reject(new Error('unavailable')) : Promise.resolve(data),
    );
    expect(await screen.findByText('The analytics could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(calls).toBe(2);
  });

  it('names a stored document that does not match its schema instead of crashing', async () => {
    const broken = new InvalidDocumentError('products/mug/analytics/2025', ['m.13: Invalid']);
    renderSection('/', () => Promise.reject(broken));
    expect((await screen.findByTestId('invalid-data')).textContent).toContain(
      'products/mug/analytics/2025',
    );
    expect(screen.queryByTestId('kpi-tiles')).toBeNull();
  });
});
