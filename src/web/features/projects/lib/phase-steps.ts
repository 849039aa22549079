/** Phase estado as the project detail presents it (docs/product.md#records-and-fields: 'Terminado' counts as done). */
export type Estado = 'Pendiente' | 'En progreso' | 'Terminado';
export type StepState = 'done' | 'current' | 'next';

/**
 * The stepper's states: finished phases are done; the current one is the first phase in
 * progress, or else the first one not finished; the rest come next.
 */
export function phaseSteps(fases: ReadonlyArray<{ estado: Estado }>): StepState[] {
  const inProgress = fases.findIndex((f) => f.estado === 'En progreso');
  const current = inProgress >= 0 ? inProgress : fases.findIndex((f) => f.estado !== 'Terminado');
  return fases.map((f, index) =>
    f.estado === 'Terminado' ? 'done' : index === current ? 'current' : 'next',
  );
}

export const ESTADO_TO_STATUS = {
  Pendiente: 'pending',
  'En progreso': 'in_progress',
  Terminado: 'completed',
} as const;
