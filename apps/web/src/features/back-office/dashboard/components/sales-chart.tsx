import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SalesPoint, SalesSeriesBy } from '@mall/contract/admin-dashboard';
import type { Lang } from '@mall/contract/locales';
import { axisLabel, count, periodLabel, usd } from './figures';

export interface SalesChartProps {
  points: SalesPoint[];
  by: SalesSeriesBy;
  lang: Lang;
  /** The series' names in the legend. */
  periodName: string;
  amountName: string;
  ordersName: string;
  /** Said to screen readers: what the picture shows in words (the table below has the figures). */
  description: string;
}

const HEIGHT = 260;
const ACCENT = '#c2410c';
const ORDERS_COLOUR = '#44403c';
const GRID = '#e7e5e4';

/**
 * Sales per period as bars (USD, left axis) with the orders as a line (right axis), drawn by
 * uPlot on a canvas (decision 0025). The legend under it follows the pointer (or a tap) and
 * says the period's amount and orders. Its own lazy chunk: only the dashboard loads it.
 */
export default function SalesChart({
  points,
  by,
  lang,
  periodName,
  amountName,
  ordersName,
  description,
}: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = points.map((_, index) => index);
    const data: AlignedData = [xs, points.map((p) => p.amount), points.map((p) => p.orders)];
    const label = (index: number, long = false) => {
      const point = points[Math.round(index)];
      return point ? periodLabel(point.date, by, lang, long) : '';
    };
    const options: Options = {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      scales: {
        x: { time: false, range: [-0.5, points.length - 0.5] },
        orders: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
      },
      legend: { live: true },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: periodName, value: (_u, value) => (value === null ? '' : label(value, true)) },
        {
          label: amountName,
          scale: 'usd',
          fill: `${ACCENT}cc`,
          stroke: ACCENT,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({ size: [0.7, 40], align: 0 }),
          value: (_u, value) => (value === null ? '' : usd(value)),
        },
        {
          label: ordersName,
          scale: 'orders',
          stroke: ORDERS_COLOUR,
          width: 2,
          points: { show: points.length <= 12 },
          value: (_u, value) => (value === null ? '' : count(value, lang)),
        },
      ],
      axes: [
        {
          grid: { show: false },
          values: (_u, splits) =>
            splits.map((split, index) => {
              const point = Number.isInteger(split) ? points[split] : undefined;
              return point ? axisLabel(point.date, by, lang, index === 0) : '';
            }),
          space: by === 'day' ? 48 : 40,
        },
        {
          scale: 'usd',
          grid: { stroke: GRID, width: 1 },
          values: (_u, splits) => splits.map((split) => usd(split).replace(/\.00$/, '')),
          size: 64,
        },
        {
          scale: 'orders',
          side: 1,
          grid: { show: false },
          values: (_u, splits) =>
            splits.map((split) => (Number.isInteger(split) ? count(split, lang) : '')),
          size: 40,
        },
      ],
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, by, lang, periodName, amountName, ordersName]);
  return <div ref={box} role="img" aria-label={description} className="w-full min-w-0 text-xs" />;
}
