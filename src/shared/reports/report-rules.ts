import { REPORT_LIMITS, type SkillGap, type TopPerformer } from '../schemas/reports';

/** `part` as a whole percentage of `whole` (rounded half up); 0 when there is nothing to count. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'es', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** The top performers: most completed tasks first, ties by name; nobody with none; at most 5. */
export function rankPerformers(rows: readonly TopPerformer[], limit: number = REPORT_LIMITS.performers) {
  return rows
    .filter((r) => r.completed_tasks > 0)
    .sort((a, b) => b.completed_tasks - a.completed_tasks || byName(a.user_name, b.user_name))
    .slice(0, limit);
}

/** Per skill, the tasks requiring it and those left uncovered, as the database counted them. */
export interface SkillDemand {
  skill_name: string;
  required_tasks: number;
  uncovered_tasks: number;
}

/** The skill gaps: the largest gap first, then the most tasks affected, ties by name; only gaps above 0; at most 5. */
export function rankSkillGaps(
  rows: readonly SkillDemand[],
  limit: number = REPORT_LIMITS.skillGaps,
): SkillGap[] {
  return rows
    .map((r) => ({ ...r, gap_percentage: percentage(r.uncovered_tasks, r.required_tasks) }))
    .filter((r) => r.gap_percentage > 0)
    .sort(
      (a, b) =>
        b.gap_percentage - a.gap_percentage ||
        b.uncovered_tasks - a.uncovered_tasks ||
        byName(a.skill_name, b.skill_name),
    )
    .slice(0, limit);
}

/** The display name of a mail sender (`Agencia Sol <no-reply@sol.es>` → `Agencia Sol`), else the fallback. */
export function senderName(from: string, fallback: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(from);
  const name = match?.[1]?.trim();
  return name ? name : fallback;
}
