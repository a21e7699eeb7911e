// The report's charts (product.md D12 "Reports"), drawn with visx (decision 043) as
// plain SVG on the server: readable without JavaScript, and no script to allow
// under the CSP. Each chart is hidden from assistive technology; the table
// beside it holds the same figures and is the accessible version.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import type { Report } from '../../../contract/reports.ts';
import styles from './reports.module.css';

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 44, left: 48 };

/** A coordinate to a tenth of a unit (a 640-unit chart needs no finer): a year's three 365-bar charts were 190 KB of digits (decision 065). */
const tenth = (n: number) => Math.round(n * 10) / 10;

export interface BarDatum {
  /** The bar's own name, unique in the chart (a date: a range over a year holds each month-day twice). */
  label: string;
  value: number;
  /** What its axis tick says, when shorter than the label (a date's month and day). */
  tick?: string;
}

/**
 * Every bar as one path (a rectangle from the baseline up per non-zero value), not a
 * <rect> each: a year's three 365-bar charts were 1,095 elements to render on every
 * request and to hydrate (decision 065).
 */
function barsPath(
  data: readonly BarDatum[],
  x: ReturnType<typeof scaleBand<string>>,
  y: ReturnType<typeof scaleLinear<number>>,
  baseline: number,
): string {
  const width = tenth(x.bandwidth());
  let d = '';
  for (const datum of data) {
    const height = tenth(Math.max(0, baseline - y(datum.value)));
    if (height > 0) d += `M${tenth(x(datum.label) ?? 0)} ${baseline}v-${height}h${width}v${height}z`;
  }
  return d;
}

/** Vertical bars with a value axis; long runs of labels are thinned so they stay legible. */
export function BarChart({ data }: { data: readonly BarDatum[] }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.2 });
  const max = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(data.length / 8));
  const ticks = new Map(data.map((d) => [d.label, d.tick ?? d.label]));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true" focusable="false">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <path d={barsPath(data, x, y, innerHeight)} className={styles.bar} />
        <AxisLeft scale={y} numTicks={4} tickClassName={styles.tick} axisClassName={styles.axis} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={data.filter((_, i) => i % every === 0).map((d) => d.label)}
          tickFormat={(label) => ticks.get(label) ?? label}
          tickClassName={styles.tick}
          axisClassName={styles.axis}
        />
      </Group>
    </svg>
  );
}

/** Busiest times: one cell per weekday and hour, darker for more covers (opacity in hundredths: finer is invisible and only bytes). */
export function Heatmap({ heatmap }: { heatmap: Report['heatmap'] }) {
  const hours = heatmap.lastHour - heatmap.firstHour + 1;
  const cell = 24;
  const left = 40;
  const top = 20;
  const max = Math.max(1, ...heatmap.rows.flatMap((r) => r.covers));
  return (
    <svg
      viewBox={`0 0 ${left + hours * cell + 4} ${top + heatmap.rows.length * cell + 4}`}
      className={styles.heatmap}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: hours }, (_, i) => (
        <text key={i} x={left + i * cell + cell / 2} y={top - 6} className={styles.label} textAnchor="middle">
          {String(heatmap.firstHour + i).padStart(2, '0')}
        </text>
      ))}
      {heatmap.rows.map((row, r) => (
        <Group key={row.weekday} top={top + r * cell}>
          <text x={left - 6} y={cell / 2 + 4} className={styles.label} textAnchor="end">
            {row.label.slice(0, 3)}
          </text>
          {row.covers.map((covers, h) => (
            <rect
              key={h}
              x={left + h * cell}
              width={cell - 2}
              height={cell - 2}
              className={styles.cell}
              fillOpacity={covers === 0 ? 0.06 : Math.round(15 + (85 * covers) / max) / 100}
            />
          ))}
        </Group>
      ))}
    </svg>
  );
}
