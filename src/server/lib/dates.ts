/** Today's date (UTC) as YYYY-MM-DD, the key of progress history and metrics. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
