/**
 * A product's monthly page opens as a small line (the ranking's trend column): one SVG polyline
 * computed here, where MUI X's SparkLineChart was a chart (container, scales, d3) per row. Its
 * numbers are in the cell's accessible name; the drawing is decoration.
 */
export function Sparkline({
  values,
  width,
  height,
}: {
  values: readonly number[];
  width: number;
  height: number;
}) {
  const pad = 2;
  const max = Math.max(0, ...values);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const y = (value: number) => height - pad - (max === 0 ? 0 : (value / max) * (height - 2 * pad));
  const points = values
    .map((value, index) => `${(pad + index * step).toFixed(1)},${y(value).toFixed(1)}`)
    .join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {values.length === 1 ? (
        <circle cx={width / 2} cy={y(values[0] ?? 0)} r={2} fill="var(--qr-primary)" />
      ) : (
        <polyline
          points={points}
          fill="none"
          stroke="var(--qr-primary)"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
