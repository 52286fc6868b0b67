import Box from '@mui/material/Box';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { SparkLineChartProps } from '@mui/x-charts/SparkLineChart';
import { lazy, Suspense } from 'react';

// MUI X Charts with d3 (about 90 kB gzip) load after the screen's first paint, not with it
// (docs/page-speed.md, "The seller screens on a phone"): the numbers above the charts come first.
const LineChart = lazy(async () => ({
  default: (await import('@mui/x-charts/LineChart')).LineChart,
}));
const SparkLineChart = lazy(async () => ({
  default: (await import('@mui/x-charts/SparkLineChart')).SparkLineChart,
}));

/** The legend MUI X draws above a line chart's drawing area (one row of series names). */
const LEGEND_HEIGHT = 30;

/** A line chart, drawn once its code has loaded; a box of its height holds its place. */
export function LazyLineChart(props: LineChartProps & { height: number }) {
  return (
    <Box sx={{ minHeight: props.height + LEGEND_HEIGHT }}>
      <Suspense fallback={null}>
        <LineChart {...props} />
      </Suspense>
    </Box>
  );
}

/** A spark line of a fixed size, drawn once its code has loaded (its box is reserved). */
export function LazySparkLineChart(props: SparkLineChartProps & { height: number; width: number }) {
  return (
    <Box sx={{ width: props.width, height: props.height }}>
      <Suspense fallback={null}>
        <SparkLineChart {...props} />
      </Suspense>
    </Box>
  );
}
