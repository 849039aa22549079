import { describe, expect, it } from 'vitest';
import { percentage, rankPerformers, rankSkillGaps, senderName } from './report-rules';

const person = (user_name: string, completed_tasks: number) => ({
  user_id: `id-${user_name}`,
  user_name,
  completed_tasks,
});

describe('percentage', () => {
  it('rounds to a whole percentage and reads 0 when there is nothing to count', () => {
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(4, 4)).toBe(100);
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(3, 0)).toBe(0);
  });
});

describe('rankPerformers', () => {
  it('ranks by completed tasks, ties by name, drops those with none, keeps 5', () => {
    const ranked = rankPerformers([
      person('Zoe', 3),
      person('álvaro', 3),
      person('Bea', 5),
      person('Nadie', 0),
      person('Carla', 1),
      person('Dani', 2),
      person('Eva', 1),
    ]);
    expect(ranked.map((p) => p.user_name)).toEqual(['Bea', 'álvaro', 'Zoe', 'Dani', 'Carla']);
  });
});

describe('rankSkillGaps', () => {
  it('computes each gap, ranks the largest first (then tasks affected, then name), drops 0 %, keeps 5', () => {
    const gaps = rankSkillGaps([
      { skill_name: 'React', required_tasks: 4, uncovered_tasks: 1 },
      { skill_name: 'SEO', required_tasks: 2, uncovered_tasks: 2 },
      { skill_name: 'Figma', required_tasks: 1, uncovered_tasks: 1 },
      { skill_name: 'Docker', required_tasks: 3, uncovered_tasks: 0 },
      { skill_name: 'Angular', required_tasks: 1, uncovered_tasks: 1 },
      { skill_name: 'Vue', required_tasks: 3, uncovered_tasks: 2 },
      { skill_name: 'Go', required_tasks: 8, uncovered_tasks: 1 },
    ]);
    expect(gaps.map((g) => [g.skill_name, g.gap_percentage])).toEqual([
      ['SEO', 100],
      ['Angular', 100],
      ['Figma', 100],
      ['Vue', 67],
      ['React', 25],
    ]);
  });
});

describe('senderName', () => {
  it('reads the display name of a mail sender, else the fallback', () => {
    expect(senderName('Agencia Sol <no-reply@sol.es>', 'Websy')).toBe('Agencia Sol');
    expect(senderName('"Estudio Ñandú" <hola@nandu.es>', 'Websy')).toBe('Estudio Ñandú');
    expect(senderName('no-reply@sol.es', 'Websy')).toBe('Websy');
    expect(senderName('<no-reply@sol.es>', 'Websy')).toBe('Websy');
  });
});
