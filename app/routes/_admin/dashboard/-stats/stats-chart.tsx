import 'chartist/dist/index.css';
import './stats-chart.css';
import { LineChart } from 'chartist';
import { useEffect, useRef } from 'react';

/** A line of the chart: its values in step order. */
export interface ChartLine {
  name: string;
  values: readonly number[];
}

/** At most this many labels under the chart: the others are skipped (every nth shown). */
const maxLabels = 8;

/**
 * The chart drawn by Chartist (docs/decisions/036: the smallest of the libraries measured), loaded
 * only with the « Statistiques » screen. Hidden from screen readers: the table beside it reads the
 * same figures.
 */
export default function StatsChart({
  labels,
  lines,
}: {
  labels: readonly string[];
  lines: readonly ChartLine[];
}) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const every = Math.max(1, Math.ceil(labels.length / maxLabels));
    const chart = new LineChart(
      element,
      { labels: [...labels], series: lines.map((line) => [...line.values]) },
      {
        height: '16rem',
        fullWidth: true,
        low: 0,
        showArea: false,
        showPoint: labels.length <= 31,
        lineSmooth: false,
        chartPadding: { right: 16, left: 0, top: 8, bottom: 0 },
        axisY: { onlyInteger: true, offset: 40 },
        axisX: {
          showGrid: false,
          labelInterpolationFnc: (value, index) => (index % every === 0 ? value : null),
        },
      },
    );
    return () => {
      chart.detach();
    };
  }, [labels, lines]);
  return <div ref={frame} aria-hidden="true" className="stats-chart w-full" />;
}
