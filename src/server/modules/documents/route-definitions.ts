import { z } from '@hono/zod-openapi';
import {
  documentInputSchema,
  documentListSchema,
  documentSnapshotSchema,
  editorDocumentSchema,
  restoreResultSchema,
  snapshotContentSchema,
  snapshotInputSchema,
  snapshotListSchema,
} from '../../../shared/schemas/documents';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Documents');
const snapshotParams = z.object({ id: z.uuid(), snapshotId: z.uuid() });

const creator = { id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44', full_name: 'Lucía Herrera' };
const documentExample = {
  id: '2f6d3c1a-7b8e-4d2f-9a10-5c4b3a2d1e0f',
  project_id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: 'Brief del proyecto',
  created_by: creator,
  created_at: '2026-11-20T10:00:00.000Z',
  last_modified: '2026-11-21T16:30:00.000Z',
  can_delete: true,
} as const;
const snapshotExample = {
  id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  document_id: documentExample.id,
  name: 'Versión enviada al cliente',
  created_by: creator,
  created_at: '2026-11-21T17:00:00.000Z',
} as const;

export const listRoute = route.get(
  '/projects/{id}/documents',
  "A project's shared documents, the most recently modified first (members only)",
  { response: documentListSchema, responseExample: { documents: [documentExample] } },
);
export const createRoute = route.post('/projects/{id}/documents', 'Create an empty document (members)', {
  body: documentInputSchema,
  bodyExample: { title: documentExample.title },
  response: withKey('document', editorDocumentSchema),
  responseExample: { document: documentExample },
  status: 201,
});
export const getRoute = route.get('/documents/{id}', 'One document (members only)', {
  response: withKey('document', editorDocumentSchema),
  responseExample: { document: documentExample },
});
export const renameRoute = route.patch('/documents/{id}', 'Rename a document (members)', {
  body: documentInputSchema,
  bodyExample: { title: 'Brief del proyecto (v2)' },
  response: withKey('document', editorDocumentSchema),
  responseExample: { document: documentExample },
});
export const deleteRoute = route.delete(
  '/documents/{id}',
  'Delete a document and its snapshots (its creator, the project owner or an admin)',
);
export const listSnapshotsRoute = route.get(
  '/documents/{id}/snapshots',
  "A document's named snapshots, newest first (members only)",
  { response: snapshotListSchema, responseExample: { snapshots: [snapshotExample] } },
);
export const createSnapshotRoute = route.post(
  '/documents/{id}/snapshots',
  "Keep the document's current content as a named snapshot (members)",
  {
    body: snapshotInputSchema,
    bodyExample: { name: snapshotExample.name },
    response: withKey('snapshot', documentSnapshotSchema),
    responseExample: { snapshot: snapshotExample },
    status: 201,
  },
);
export const getSnapshotRoute = route.get(
  '/documents/{id}/snapshots/{snapshotId}',
  'A snapshot with its content as ProseMirror JSON, for a read-only view (members only)',
  {
    params: snapshotParams,
    response: withKey('snapshot', snapshotContentSchema),
    responseExample: {
      snapshot: {
        ...snapshotExample,
        content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hola' }] }] },
      },
    },
  },
);
export const restoreSnapshotRoute = route.post(
  '/documents/{id}/snapshots/{snapshotId}/restore',
  'Restore a snapshot into the live document, keeping what was there as a snapshot first (members)',
  {
    params: snapshotParams,
    response: restoreResultSchema,
    responseExample: {
      restored: snapshotExample,
      previous: { ...snapshotExample, name: 'Antes de restaurar «Versión enviada al cliente»' },
    },
  },
);
