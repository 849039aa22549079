import { z } from '@hono/zod-openapi';
import {
  evidenceLinkSchema,
  linkEvidenceSchema,
  projectCodeSchema,
} from '../../../shared/schemas/code-evidence';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Code evidence');

const codeExample = {
  state: 'ready',
  repository: { full_name: 'agencia/tienda-lucia', html_url: 'https://github.com/agencia/tienda-lucia' },
  via: 'admin',
  commits: [
    {
      sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
      message: 'Añade el carrito',
      author_name: 'Lucía Herrera',
      author_login: 'lucia-dev',
      date: '2026-11-24T10:00:00Z',
      html_url: 'https://github.com/agencia/tienda-lucia/commit/6dcb09b5b57875f334f61aebed695e2e4193db5e',
    },
  ],
  pull_requests: [
    {
      number: 12,
      title: 'Pasarela de pago',
      state: 'open',
      draft: false,
      author_login: 'lucia-dev',
      html_url: 'https://github.com/agencia/tienda-lucia/pull/12',
      updated_at: '2026-11-24T10:00:00Z',
    },
  ],
  deployments: [
    {
      id: 1001,
      environment: 'production',
      ref: 'main',
      created_at: '2026-11-24T11:00:00Z',
      state: 'success',
      environment_url: 'https://tienda-lucia.example',
      log_url: null,
    },
  ],
  fetched_at: '2026-11-24T11:05:00.000Z',
} as const;

const linkExample = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  project_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  phase_id: '9b2e1c4a-3d5f-4e6a-8b7c-1d2e3f4a5b6c',
  kind: 'pull_request',
  ref: 12,
  url: 'https://github.com/agencia/tienda-lucia/pull/12',
  title: 'Pasarela de pago',
  state: 'open',
  environment: null,
  environment_url: null,
  linked_at: '2026-11-24T11:10:00.000Z',
} as const;

export const projectCodeRoute = route.get(
  '/projects/{id}/code',
  "A project's latest commits, open pull requests and deployments (cached a minute per repository)",
  { response: withKey('code', projectCodeSchema), responseExample: { code: codeExample } },
);
export const listEvidenceRoute = route.get(
  '/projects/{id}/evidence',
  "The pull requests and deployments linked to a project's phases",
  {
    response: withKey('evidence', z.array(evidenceLinkSchema)),
    responseExample: { evidence: [linkExample] },
  },
);
export const linkEvidenceRoute = route.post(
  '/phases/{id}/evidence',
  'Link a phase to a pull request or deployment of the repository (admin)',
  {
    body: linkEvidenceSchema,
    bodyExample: { kind: 'pull_request', ref: 12 },
    response: withKey('evidence', evidenceLinkSchema),
    responseExample: { evidence: linkExample },
    status: 201,
  },
);
export const unlinkEvidenceRoute = route.delete('/phase-evidence/{id}', "Remove a phase's link (admin)");
