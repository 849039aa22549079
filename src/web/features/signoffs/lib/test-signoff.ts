import type { Signoff } from '@/shared/schemas/signoffs';

/** A sign-off as the API presents it, for the feature's tests (overrides on top). */
export function buildSignoff(overrides: Partial<Signoff> = {}): Signoff {
  return {
    id: '5f0c2b1a-7d3e-4c9b-8a6f-1e2d3c4b5a69',
    project_id: '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    phase_id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
    phase_name: 'UI Design',
    round: 1,
    status: 'submitted',
    note: 'Diseño de todas las pantallas, con las correcciones de la reunión.',
    links: [],
    files: [],
    evidence: [],
    submitted_by: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana de Websy' },
    submitted_at: '2026-11-20T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_comment: null,
    digest: null,
    receipt_file_id: null,
    payment_id: null,
    milestone_amount: null,
    can: { decide: false, withdraw: false },
    ...overrides,
  };
}
