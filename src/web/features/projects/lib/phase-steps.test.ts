import { describe, expect, it } from 'vitest';
import { phaseSteps } from './phase-steps';

describe('phase stepper states', () => {
  it('marks finished phases done and the first unfinished one current', () => {
    expect(phaseSteps([{ estado: 'Terminado' }, { estado: 'Pendiente' }, { estado: 'Pendiente' }])).toEqual([
      'done',
      'current',
      'next',
    ]);
  });

  it('prefers the phase in progress as the current one', () => {
    expect(phaseSteps([{ estado: 'Pendiente' }, { estado: 'En progreso' }, { estado: 'Terminado' }])).toEqual(
      ['next', 'current', 'done'],
    );
  });

  it('has no current step when everything is finished, or nothing to show', () => {
    expect(phaseSteps([{ estado: 'Terminado' }, { estado: 'Terminado' }])).toEqual(['done', 'done']);
    expect(phaseSteps([])).toEqual([]);
  });
});
