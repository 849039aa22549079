import { describe, expect, it } from 'vitest';
import { translator } from './i18n';

describe('server translations', () => {
  it('writes a phase status change in each language, the status included', () => {
    const params = { name: 'Diseño UI', status: 'completed' };
    expect(translator('es')('projects:activity.phaseStatusChanged', params)).toBe(
      'Fase «Diseño UI»: Terminado',
    );
    expect(translator('en')('projects:activity.phaseStatusChanged', params)).toBe(
      'Phase “Diseño UI”: Finished',
    );
    expect(
      translator('pt')('projects:activity.phaseStatusChanged', { ...params, status: 'in_progress' }),
    ).toBe('Fase «Diseño UI»: Em curso');
  });
});
