/** Phase progress (docs/product.md#lifecycles): finished phases / total phases, as a rounded percentage. */
export function phaseProgress(phases: ReadonlyArray<{ status: string }>): number {
  if (phases.length === 0) return 0;
  const done = phases.filter((p) => p.status === 'completed').length;
  return Math.round((done / phases.length) * 100);
}

export interface ProgressPoint {
  date: string; // YYYY-MM-DD
  progress: number;
}

/** Today's entry of the progress history is replaced, or added when absent (docs/product.md#lifecycles). */
export function recordProgress(
  history: readonly ProgressPoint[],
  today: string,
  progress: number,
): ProgressPoint[] {
  const others = history.filter((p) => p.date !== today);
  return [...others, { date: today, progress }].sort((a, b) => a.date.localeCompare(b.date));
}

/** Next phase_order: the current maximum plus 1 (1 when there is none). */
export function nextPhaseOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}
