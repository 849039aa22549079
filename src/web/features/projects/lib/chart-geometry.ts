import { startOfDateOnly } from '@/shared/schemas/common';

export interface ProgressPoint {
  date: string; // YYYY-MM-DD
  progress: number;
}

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlottedPoint extends ProgressPoint {
  x: number;
  y: number;
}

const dayMs = 86_400_000;
const toDay = (date: string) => startOfDateOnly(date).getTime() / dayMs;

/**
 * Positions of a progress history in a box: x by date (proportional to the days between
 * entries), y from 0 % at the bottom to 100 % at the top. One point sits in the middle.
 */
export function plotProgress(history: readonly ProgressPoint[], box: ChartBox): PlottedPoint[] {
  const points = [...history].sort((a, b) => a.date.localeCompare(b.date));
  if (points.length === 0) return [];
  const innerWidth = box.width - box.padding.left - box.padding.right;
  const innerHeight = box.height - box.padding.top - box.padding.bottom;
  const first = toDay(points[0]!.date);
  const span = toDay(points[points.length - 1]!.date) - first;
  return points.map((point) => {
    const clamped = Math.max(0, Math.min(100, point.progress));
    const x =
      span > 0
        ? box.padding.left + ((toDay(point.date) - first) / span) * innerWidth
        : box.padding.left + innerWidth / 2;
    const y = box.padding.top + (1 - clamped / 100) * innerHeight;
    return { ...point, x: round(x), y: round(y) };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** SVG path through the points ("M x y L x y …"). */
export function linePath(points: readonly PlottedPoint[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/** The same line closed down to the baseline, for the soft area under it. */
export function areaPath(points: readonly PlottedPoint[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${linePath(points)} L${last.x} ${baseline} L${first.x} ${baseline} Z`;
}

/**
 * The history starts at the first change; a project starts at 0 % on the day it was created, so
 * that day is added in front when it is earlier (a single change then draws a line, not a dot).
 */
export function withStartPoint(history: readonly ProgressPoint[], createdDay: string): ProgressPoint[] {
  const points = [...history].sort((a, b) => a.date.localeCompare(b.date));
  const first = points[0];
  if (!first || first.date <= createdDay || first.progress === 0) return points;
  return [{ date: createdDay, progress: 0 }, ...points];
}
