import { createRoute, z } from '@hono/zod-openapi';
import {
  downloadQuerySchema,
  fileListQuerySchema,
  fileListSchema,
  projectFileSchema,
  uploadQuotaSchema,
} from '../../../shared/schemas/files';
import { errorResponses, idParams, jsonContent, routesTagged, withKey } from '../../lib/openapi-common';

const TAG = 'Files';
const route = routesTagged(TAG);

const fileExample = {
  id: '5d7c1a9e-8f3b-4c2d-9e61-0a4b7c3d2e11',
  project_id: '2f0c6a52-3c1f-4f0e-9a51-2a0c7b1d9e44',
  file_name: 'briefing-marca.pdf',
  mime_type: 'application/pdf',
  file_size: 482_133,
  uploaded_by: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44',
  uploader_name: 'Lucía Herrera',
  uploaded_at: '2026-11-20T10:00:00.000Z',
  can_delete: true,
  previewable: true,
} as const;

const binary = z.string().openapi({ type: 'string', format: 'binary' });

export const uploadRoute = createRoute({
  method: 'post',
  path: '/projects/{id}/files',
  tags: [TAG],
  summary:
    'Upload a file (members): the raw bytes as the body, the URI-encoded name in X-File-Name; ' +
    'at most 50 MB (413) and 100 uploads a day (429); the type is read from the bytes',
  request: {
    params: idParams,
    headers: z.object({ 'x-file-name': z.string().optional().openapi({ example: 'briefing-marca.pdf' }) }),
    body: { required: true, content: { 'application/octet-stream': { schema: binary } } },
  },
  responses: {
    201: jsonContent(withKey('file', projectFileSchema), 'The stored file', { file: fileExample }),
    ...errorResponses,
    413: { description: 'Larger than 50 MB', content: errorResponses[400].content },
    429: { description: 'No uploads left today', content: errorResponses[400].content },
  },
});

export const listRoute = route.get('/projects/{id}/files', "A project's files, newest first (members)", {
  query: fileListQuerySchema,
  response: fileListSchema,
  responseExample: { files: [fileExample], total: 1, page: 1, limit: 20, totalPages: 1 },
});

export const quotaRoute = route.get('/files/quota', "The caller's uploads today and the limits", {
  response: uploadQuotaSchema,
  responseExample: { used: 3, limit: 100, max_file_bytes: 52_428_800 },
});

export const downloadRoute = createRoute({
  method: 'get',
  path: '/files/{id}/download',
  tags: [TAG],
  summary:
    "A file's bytes (members; 404 otherwise) as an attachment; `inline=1` previews raster images " +
    'and PDF in a sandbox',
  request: { params: idParams, query: downloadQuerySchema },
  responses: {
    200: { description: 'The bytes', content: { 'application/octet-stream': { schema: binary } } },
    ...errorResponses,
  },
});

export const deleteRoute = route.delete('/files/{id}', 'Delete a file (its uploader or an admin)');
