import Box from '@mui/material/Box';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// MUI X Charts with d3 (about 90 kB gzip) load when a chart's box comes near the screen, not with
// the screen (docs/page-speed.md, "The dashboards, the inbox, templates and imports on a phone"):
// on a phone the charts are below the KPI tiles, and their code (a long task to compile) and
// first drawing (d3's scales, the SVG) wait until the seller scrolls towards them.
const LineChart = lazy(async () => ({
  default: (await import('@mui/x-charts/LineChart')).LineChart,
}));

/** The legend MUI X draws above a line chart's drawing area (one row of series names). */
const LEGEND_HEIGHT = 30;

/** How far below the screen a chart's box starts loading: about a flick of the thumb. */
const NEAR_SCREEN = '400px';

/** True once the element has come within NEAR_SCREEN of the viewport (at once without an observer). */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A line chart, drawn once its box nears the screen and its code has loaded; the box holds its
 * place. Every line is straight from one measured value to the next: a smoothed curve draws values
 * between buckets that nobody measured (docs/decisions.md, "What the dashboards show").
 */
export function LazyLineChart(props: LineChartProps & { height: number }) {
  const { ref, near } = useNearScreen();
  const series = props.series.map((line) => ({ ...line, curve: 'linear' as const }));
  return (
    <Box ref={ref} sx={{ minHeight: props.height + LEGEND_HEIGHT }}>
      {near ? (
        <Suspense fallback={null}>
          <LineChart {...props} series={series} />
        </Suspense>
      ) : null}
    </Box>
  );
}
