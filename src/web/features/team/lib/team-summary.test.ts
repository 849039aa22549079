import { describe, expect, it } from 'vitest';
import {
  filterMembers,
  loadPercent,
  normalise,
  sortMembers,
  teamTotals,
  type WorkloadMember,
} from './team-summary';

const member = (
  full_name: string,
  open: number,
  overdue: number,
  skills: string[] = [],
  completed = 0,
): WorkloadMember => ({
  full_name,
  email: `${full_name.toLowerCase().replace(/\s+/g, '.')}@websy.demo`,
  skills,
  open_tasks: open,
  overdue_tasks: overdue,
  completed_tasks: completed,
});

const marta = member('Marta Ruiz', 5, 1, ['Figma', 'UI', 'UX', 'Branding'], 12);
const javier = member('Javier Soto', 7, 0, ['React', 'Node.js', 'PostgreSQL', 'SEO'], 3);
const ana = member('Ána Díaz', 2, 1, ['Diseño'], 0);
const team = [marta, javier, ana];

describe('normalise', () => {
  it('ignores case and accents', () => {
    expect(normalise('  Diseño ÁGIL ')).toBe('diseno agil');
  });
});

describe('filterMembers', () => {
  it('finds by name or by skill, case and accents ignored', () => {
    expect(filterMembers(team, 'figma')).toEqual([marta]);
    expect(filterMembers(team, 'soto')).toEqual([javier]);
    expect(filterMembers(team, 'diseno')).toEqual([ana]);
    expect(filterMembers(team, 'ana')).toEqual([ana]);
  });
  it('returns everyone for a blank search and nobody when nothing matches', () => {
    expect(filterMembers(team, '  ')).toEqual(team);
    expect(filterMembers(team, 'Cobol')).toEqual([]);
  });
});

describe('sortMembers', () => {
  it('sorts by load: most open tasks first, overdue then name break ties', () => {
    expect(sortMembers(team, 'load').map((m) => m.full_name)).toEqual([
      'Javier Soto',
      'Marta Ruiz',
      'Ána Díaz',
    ]);
    const tie = [member('Bea', 3, 0), member('Carla', 3, 2), member('Alba', 3, 0)];
    expect(sortMembers(tie, 'load').map((m) => m.full_name)).toEqual(['Carla', 'Alba', 'Bea']);
  });
  it('sorts by name, accents as their letter, without touching the input', () => {
    expect(sortMembers(team, 'name').map((m) => m.full_name)).toEqual([
      'Ána Díaz',
      'Javier Soto',
      'Marta Ruiz',
    ]);
    expect(team[0]).toBe(marta);
  });
});

describe('teamTotals', () => {
  it('adds up people, open, overdue and completed tasks, and the busiest load', () => {
    expect(teamTotals(team)).toEqual({ people: 3, open: 14, overdue: 2, completed: 15, maxOpen: 7 });
  });
  it('is all zero for an empty team', () => {
    expect(teamTotals([])).toEqual({ people: 0, open: 0, overdue: 0, completed: 0, maxOpen: 0 });
  });
});

describe('loadPercent', () => {
  it('is relative to the busiest member', () => {
    expect(loadPercent(7, 7)).toBe(100);
    expect(loadPercent(5, 7)).toBe(71);
    expect(loadPercent(0, 7)).toBe(0);
  });
  it('is 0 when nobody has open tasks', () => {
    expect(loadPercent(0, 0)).toBe(0);
  });
});
