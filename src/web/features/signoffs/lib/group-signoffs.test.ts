import { describe, expect, it } from 'vitest';
import { groupByPhase, isOpen, phasesNeverSubmitted, shortDigest } from './group-signoffs';
import { buildSignoff } from './test-signoff';

const DESIGN = { id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', name: 'UI Design' };
const LAYOUT = { id: '8e2f3a4b-5c6d-4e7f-9a8b-0c1d2e3f4a5b', name: 'Maquetado' };
const SEO = { id: '9f3a4b5c-6d7e-4f8a-8b9c-1d2e3f4a5b6c', name: 'SEO' };

describe('sign-offs by phase', () => {
  it('keeps the phases’ order, the newest round as current and the earlier ones after it', () => {
    const layout = buildSignoff({ id: 'a1'.padEnd(36, '0'), phase_id: LAYOUT.id, phase_name: 'Maquetado' });
    const round2 = buildSignoff({ id: 'b2'.padEnd(36, '0'), round: 2 });
    const round1 = buildSignoff({ id: 'c3'.padEnd(36, '0'), round: 1, status: 'changes_requested' });
    const groups = groupByPhase([DESIGN, LAYOUT, SEO], [layout, round2, round1]);
    expect(groups.map((g) => [g.phase.name, g.current.round, g.earlier.map((s) => s.round)])).toEqual([
      ['UI Design', 2, [1]],
      ['Maquetado', 1, []],
    ]);
  });

  it('a sign-off of a phase no longer listed comes last under the name it was sent with', () => {
    const gone = buildSignoff({ phase_id: SEO.id, phase_name: 'SEO antiguo' });
    expect(groupByPhase([DESIGN], [gone]).map((g) => g.phase)).toEqual([{ id: SEO.id, name: 'SEO antiguo' }]);
  });

  it('phases never submitted are those without any round', () => {
    const withdrawn = buildSignoff({ status: 'withdrawn' });
    expect(phasesNeverSubmitted([DESIGN, LAYOUT], [withdrawn])).toEqual([LAYOUT]);
  });

  it('submitted and accepted sign-offs are open; withdrawn and changes requested are not', () => {
    expect(
      (['submitted', 'accepted', 'withdrawn', 'changes_requested'] as const).map((status) =>
        isOpen(buildSignoff({ status })),
      ),
    ).toEqual([true, true, false, false]);
    expect(isOpen(null)).toBe(false);
  });

  it('a digest is shortened to its first and last eight characters', () => {
    const digest = 'a'.repeat(8) + '0'.repeat(48) + 'f'.repeat(8);
    expect(shortDigest(digest)).toBe('aaaaaaaa…ffffffff');
  });
});
