import { z } from '@hono/zod-openapi';
import { routesTagged } from '../../lib/openapi-common';
import {
  decideSignoffSchema,
  signoffDigestSchema,
  signoffSchema,
  signoffVerificationSchema,
  submitSignoffSchema,
} from '../../../shared/schemas/signoffs';

const route = routesTagged('Sign-offs');
const example = {
  id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  phase_id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  phase_name: 'UI Design',
  round: 1,
  status: 'accepted',
  note: 'Pantallas de inicio, catálogo y carrito listas para revisar',
  links: [{ label: 'Prototipo', url: 'https://www.figma.com/proto/ejemplo' }],
  files: [{ id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f', name: 'diseño-v2.pdf' }],
  evidence: [],
  submitted_by: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Ana (Websy)' },
  submitted_at: '2026-11-20T09:00:00.000Z',
  decided_by: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', name: 'Lucía Gómez' },
  decided_at: '2026-11-21T10:30:00.000Z',
  decision_comment: 'Todo correcto',
  digest: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b',
  receipt_file_id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  payment_id: '0e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b',
  milestone_amount: 1500,
  can: { decide: false, withdraw: false },
};

export const listRoute = route.get('/projects/{id}/signoffs', "A project's phase sign-offs, newest first", {
  response: z.array(signoffSchema),
  responseExample: [example],
});
export const submitRoute = route.post(
  '/phases/{id}/signoffs',
  "Admin: submit a phase for its client's sign-off (409 SIGNOFF_PENDING while one waits or once accepted)",
  {
    body: submitSignoffSchema,
    bodyExample: { note: example.note, links: example.links, file_ids: [], evidence_ids: [] },
    response: signoffSchema,
    responseExample: { ...example, status: 'submitted', decided_by: null, decided_at: null, digest: null },
    status: 201,
  },
);
export const decideRoute = route.post(
  '/signoffs/{id}/decision',
  "The project's owner accepts (digest, receipt, milestone invoice, next phase) or asks for changes (409 SIGNOFF_DECIDED once decided)",
  {
    body: decideSignoffSchema,
    bodyExample: { decision: 'accept', comment: 'Todo correcto' },
    response: signoffSchema,
    responseExample: example,
  },
);
export const withdrawRoute = route.post(
  '/signoffs/{id}/withdraw',
  'Admin: withdraw a submission not yet decided',
  {
    response: signoffSchema,
    responseExample: { ...example, status: 'withdrawn', decided_by: null, decided_at: null, digest: null },
  },
);
export const verifyRoute = route.get(
  '/signoffs/verify/{digest}',
  "Public: whether a receipt's digest belongs to an accepted sign-off (never its content)",
  {
    params: z.object({ digest: signoffDigestSchema }),
    response: signoffVerificationSchema,
    responseExample: { status: 'valid' },
  },
);
