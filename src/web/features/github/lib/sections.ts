/** The dashboard's sections, in order; the mobile drawer turns each on or off (docs/product.md#screens-and-navigation). */
export const SECTIONS = ['profile', 'stats', 'languages', 'repos', 'contributions'] as const;
export type SectionId = (typeof SECTIONS)[number];

/** docs/product.md#screens-and-navigation defaults: contributions off, the others on. */
export const DEFAULT_SECTIONS: Record<SectionId, boolean> = {
  profile: true,
  stats: true,
  languages: true,
  repos: true,
  contributions: false,
};

/** docs/product.md#limits gestures: a swipe counts from 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/** A horizontal swipe of at least the threshold (and more across than down), or none. */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'left' | 'right' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Heat-map level 0–4 of a day's count against the year's busiest day. */
export function heatLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((count / max) * 4)) as 1 | 2 | 3 | 4;
}

/** The days in weeks of seven (Monday first), the first week padded with nulls before its first day. */
export function weeksOf<T extends { date: string }>(days: readonly T[]): (T | null)[][] {
  if (days.length === 0) return [];
  const first = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  const padded: (T | null)[] = [...Array<null>((first + 6) % 7).fill(null), ...days];
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < padded.length; i += 7) weeks.push(padded.slice(i, i + 7));
  return weeks;
}
