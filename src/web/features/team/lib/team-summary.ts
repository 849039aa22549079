/** The workload figures of a member that the team screen works with. */
export interface WorkloadMember {
  full_name: string;
  email: string;
  skills: string[];
  open_tasks: number;
  overdue_tasks: number;
  completed_tasks: number;
}

export type TeamSort = 'load' | 'name';

/** Lower case, without accents: "Diseño" matches "diseno". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/** Members whose name or one of whose skills contains the search (accents and case ignored). */
export function filterMembers<T extends WorkloadMember>(members: readonly T[], search: string): T[] {
  const term = normalise(search);
  if (!term) return [...members];
  return members.filter(
    (m) => normalise(m.full_name).includes(term) || m.skills.some((s) => normalise(s).includes(term)),
  );
}

const byName = (a: WorkloadMember, b: WorkloadMember) =>
  a.full_name.localeCompare(b.full_name, undefined, { sensitivity: 'base' });

/**
 * By load: most open tasks first, then most overdue, then by name. By name: alphabetical.
 * Returns a new array.
 */
export function sortMembers<T extends WorkloadMember>(members: readonly T[], sort: TeamSort): T[] {
  const sorted = [...members];
  if (sort === 'name') return sorted.sort(byName);
  return sorted.sort(
    (a, b) => b.open_tasks - a.open_tasks || b.overdue_tasks - a.overdue_tasks || byName(a, b),
  );
}

export interface TeamTotals {
  people: number;
  open: number;
  overdue: number;
  completed: number;
  /** The highest number of open tasks of one member (the bars' 100 %). */
  maxOpen: number;
}

/** The figures of the sentence above the cards ("3 personas, 14 tareas abiertas, 2 vencidas"). */
export function teamTotals(members: readonly WorkloadMember[]): TeamTotals {
  return members.reduce<TeamTotals>(
    (totals, m) => ({
      people: totals.people + 1,
      open: totals.open + m.open_tasks,
      overdue: totals.overdue + m.overdue_tasks,
      completed: totals.completed + m.completed_tasks,
      maxOpen: Math.max(totals.maxOpen, m.open_tasks),
    }),
    { people: 0, open: 0, overdue: 0, completed: 0, maxOpen: 0 },
  );
}

/** A member's load relative to the busiest member, 0–100 (0 when nobody has open tasks). */
export function loadPercent(openTasks: number, maxOpen: number): number {
  if (maxOpen <= 0 || openTasks <= 0) return 0;
  return Math.round((Math.min(openTasks, maxOpen) / maxOpen) * 100);
}
