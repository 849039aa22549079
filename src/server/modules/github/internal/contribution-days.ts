import { GITHUB, type ContributionDay, type ContributionStats } from '../../../../shared/schemas/github';

const DAY_MS = 86_400_000;

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last 365 days ending `today` ('YYYY-MM-DD', UTC), oldest first, each with its count (0 unless given). */
export function lastYearOfDays(
  today: string,
  counts: ReadonlyMap<string, number> = new Map(),
): ContributionDay[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: GITHUB.contributionDays }, (_, i) => {
    const date = dayOf(end - (GITHUB.contributionDays - 1 - i) * DAY_MS);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** The graph from sampled commits: their author dates counted per day, over the last 365 days. */
export function daysFromCommitDates(dates: readonly string[], today: string): ContributionDay[] {
  const counts = new Map<string, number>();
  for (const iso of dates) {
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) continue;
    const day = dayOf(ms);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return lastYearOfDays(today, counts);
}

/** The provider's calendar (weeks of days) as the last 365 days ending today. */
export function daysFromCalendar(days: readonly ContributionDay[], today: string): ContributionDay[] {
  return lastYearOfDays(today, new Map(days.map((d) => [d.date, d.count])));
}

/** Monday of the week of `day` (UTC). */
function weekStart(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - sinceMonday * DAY_MS);
}

/**
 * docs/product.md#records-and-fields contribution stats from the graph: the year's total, this calendar year, month and week
 * (from Monday), the current streak (days in a row with contributions, ending today, or yesterday
 * while today has none yet) and the longest streak.
 */
export function contributionStats(days: readonly ContributionDay[], today: string): ContributionStats {
  const year = today.slice(0, 4);
  const month = today.slice(0, 7);
  const monday = weekStart(today);
  let total = 0;
  let thisYear = 0;
  let thisMonth = 0;
  let thisWeek = 0;
  let run = 0;
  let longest = 0;
  for (const { date, count } of days) {
    if (date > today) continue;
    total += count;
    if (date.startsWith(year)) thisYear += count;
    if (date.startsWith(month)) thisMonth += count;
    if (date >= monday) thisWeek += count;
    run = count > 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const past = days.filter((d) => d.date <= today);
  let end = past.length - 1;
  if (end >= 0 && past[end]!.count === 0) end -= 1;
  let current = 0;
  while (end >= 0 && past[end]!.count > 0) {
    current += 1;
    end -= 1;
  }
  return {
    total_commits: total,
    commits_this_year: thisYear,
    commits_this_month: thisMonth,
    commits_this_week: thisWeek,
    current_streak: current,
    longest_streak: longest,
  };
}
