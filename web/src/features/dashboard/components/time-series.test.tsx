import { screen, waitFor, within } from '@testing-library/react';
import { emptyDayTotals, type SeriesPoint } from '@shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TimeSeries } from './time-series';

/** One bucket per rating list: each rating one review, opened as often as there were reviews. */
function pointsOf(ratings: readonly (readonly number[])[]): SeriesPoint[] {
  return ratings.map((dayRatings, index) => {
    const totals = emptyDayTotals();
    totals.opened = dayRatings.length * 3;
    totals.rated = dayRatings.length;
    totals.ratingSum = dayRatings.reduce((sum, rating) => sum + rating, 0);
    return { start: `2026-03-0${index + 1}`, totals };
  });
}

/** Every y coordinate a path's `d` names, control points of curves included (absolute commands). */
function pathYs(d: string): number[] {
  const ys: number[] = [];
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const numbers = (args!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    expect(command, `a relative or unexpected command in ${d}`).toMatch(/^[MLCZ]$/);
    for (let index = 1; index < numbers.length; index += 2) ys.push(numbers[index]!);
  }
  return ys;
}

/** The y axis's labelled ticks: value → the y it is drawn at. */
function yTicks(chart: HTMLElement): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const text of chart.querySelectorAll('.MuiChartsAxis-directionY text')) {
    const translate = /translate\([^,]+,\s*([-\d.]+)\)/.exec(
      text.closest('[transform]')?.getAttribute('transform') ?? '',
    );
    if (translate && text.textContent) ticks.set(Number(text.textContent), Number(translate[1]));
  }
  return ticks;
}

/** The y axis's scale (value → y), read from two of its labelled ticks. */
function yScale(chart: HTMLElement): (value: number) => number {
  const [[v0, y0], [v1, y1]] = [...yTicks(chart)] as [[number, number], [number, number]];
  return (value) => y0 + ((value - v0) * (y1 - y0)) / (v1 - v0);
}

/** The line paths MUI X drew in one chart (one per series). */
function linePaths(chart: HTMLElement): string[] {
  return [...chart.querySelectorAll('path.MuiLineChart-line')].map((path) =>
    path.getAttribute('d')!,
  );
}

function renderChart(points: SeriesPoint[]) {
  renderWithProviders(
    <TimeSeries
      points={points}
      granularity="day"
      range={{ from: points[0]!.start, to: points[points.length - 1]!.start }}
      view="chart"
      onViewChange={() => {}}
    />,
  );
}

// jsdom lays nothing out: MUI X sizes a chart from its box's computed width.
const realComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realComputedStyle(element, pseudo);
    return new Proxy(style, {
      get: (target, property) => {
        if (property === 'width') return '600px';
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('TimeSeries: lines draw only measured values', () => {
  it.each([
    ['5, 1, 5', [[5], [1], [5]]],
    ['1, 5, 5, 1, 1, 5', [[1], [5], [5], [1], [1], [5]]],
    ['4.5, 1, 5, 2, 5', [[5, 4], [1], [5], [2], [5]]],
  ])('the average rating %s stays between the axis’s 1 and 5 between days', async (_, ratings) => {
    renderChart(pointsOf(ratings));
    const chart = screen.getByRole('img', { name: 'Average rating over time' });
    await waitFor(() => expect(linePaths(chart)).toHaveLength(1));
    const scale = yScale(chart);
    const [bottom, top] = [scale(1), scale(5)];
    const ys = pathYs(linePaths(chart)[0]!);
    expect(ys.length).toBeGreaterThanOrEqual(ratings.length);
    for (const y of ys) {
      expect(y).toBeGreaterThanOrEqual(top - 0.01);
      expect(y).toBeLessThanOrEqual(bottom + 0.01);
    }
    // The rating axis spans 1 to 5 stars and labels each of them.
    expect([...yTicks(chart).keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(yTicks(chart).get(1)).toBeCloseTo(bottom);
    // Straight segments: each measured value is a corner, nothing drawn between them.
    expect(linePaths(chart)[0]).not.toMatch(/[CSQT]/i);
  });

  it('draws counts that drop to nothing in straight segments that never go below 0', async () => {
    renderChart(pointsOf([[5, 5, 5, 5], [], [5, 5, 5, 5], [], []]));
    const chart = screen.getByTestId('time-chart');
    await waitFor(() => expect(linePaths(chart)).toHaveLength(3));
    const zero = yScale(chart)(0);
    for (const d of linePaths(chart)) {
      expect(d).not.toMatch(/[CSQT]/i);
      for (const y of pathYs(d)) expect(y).toBeLessThanOrEqual(zero + 0.01);
    }
    expect(within(chart).queryByText('-2')).toBeNull();
  });
});
