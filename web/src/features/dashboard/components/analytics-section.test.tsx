import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addStoredDay, emptyDayTotals, localDay, type DayTotals } from '@shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { AnalyticsData } from '../api/get-analytics';
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

function renderSection(url: string, loaded: AnalyticsData = data) {
  return renderWithProviders(
    <AnalyticsSection
      loaded={{ status: 'success', data: loaded, previous: loaded, reload: () => undefined }}
      timeZone="UTC"
      exportName="mug"
    />,
    { url },
  );
}

const tile = (key: string) => within(screen.getByTestId(`kpi-${key}`));

describe('AnalyticsSection: ranges and comparisons', () => {
  it('shows 30 days by default, compared with the 30 days before', () => {
    renderSection('/?view=table');
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
    const { router } = renderSection('/?view=table');
    await userEvent.click(screen.getByTestId('range-7d'));
    await waitFor(() => expect(router.state.location.search).toContain('range=7d'));
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
    const { router } = renderSection(
      `/?view=table&range=custom&from=${from}&to=${addDays(today, -8)}`,
    );
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

  it('says so when nothing was counted, only once the server answered', () => {
    const empty = { days: new Map(), timeZone: null, fromServer: true };
    renderSection('/?view=table', empty);
    expect(screen.getByTestId('analytics-empty')).toBeTruthy();
  });

  it('does not claim an empty period from the cache', () => {
    renderSection('/?view=table', { days: new Map(), timeZone: null, fromServer: false });
    expect(screen.queryByTestId('analytics-empty')).toBeNull();
    expect(screen.getByText(/from this device’s cache/)).toBeTruthy();
  });

  it('shows the funnel with shares and the star distribution', () => {
    renderSection('/?view=table');
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
