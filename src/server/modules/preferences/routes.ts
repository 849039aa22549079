import { createRoute, z } from '@hono/zod-openapi';
import {
  preferenceInputSchema,
  preferenceKeySchema,
  preferenceSchema,
  preferencesImportSchema,
  preferenceTypeSchema,
} from '../../../shared/schemas/preferences';
import { requireCaller } from '../../lib/caller';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { deletePreference, resetPreferences } from './delete-preferences';
import { listPreferences } from './list-preferences';
import { importPreferences, upsertPreference } from './upsert-preferences';

const example = {
  id: '5d0f7c1a-8b9e-4c3d-a2f1-0e9d8c7b6a5f',
  preference_type: 'theme',
  preference_key: 'theme',
  preference_value: 'dark',
  updated_at: '2026-11-21T09:30:00.000Z',
};
const itemsResponse = z.object({ items: z.array(preferenceSchema) }).openapi('PreferenceList');
const itemResponse = z.object({ item: preferenceSchema }).openapi('PreferenceItem');

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Preferences'],
  summary: "The caller's preferences, newest first",
  request: { query: z.object({ preference_type: preferenceTypeSchema.optional() }) },
  responses: { 200: jsonContent(itemsResponse, 'Preferences', { items: [example] }), ...errorResponses },
});

const put = createRoute({
  method: 'put',
  path: '/',
  tags: ['Preferences'],
  summary: 'Create or replace one preference',
  request: {
    body: jsonBody(preferenceInputSchema, {
      preference_type: 'theme',
      preference_key: 'theme',
      preference_value: 'dark',
    }),
  },
  responses: { 200: jsonContent(itemResponse, 'Saved preference', { item: example }), ...errorResponses },
});

const importRoute = createRoute({
  method: 'post',
  path: '/import',
  tags: ['Preferences'],
  summary: 'Import preferences (optionally replacing all) in one transaction',
  request: {
    body: jsonBody(preferencesImportSchema, {
      replace: true,
      items: [{ preference_type: 'language', preference_key: 'language', preference_value: 'en' }],
    }),
  },
  responses: {
    200: jsonContent(itemsResponse, 'Imported preferences', { items: [example] }),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{type}/{key}',
  tags: ['Preferences'],
  summary: 'Delete one preference',
  request: { params: z.object({ type: preferenceTypeSchema, key: preferenceKeySchema }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const reset = createRoute({
  method: 'delete',
  path: '/',
  tags: ['Preferences'],
  summary: 'Delete every preference of the caller',
  responses: { 204: { description: 'Reset' }, ...errorResponses },
});

export const preferencesRoutes = createRouter()
  .openapi(list, async (c) => {
    const items = await listPreferences(
      c.var.deps.db,
      requireCaller(c),
      c.req.valid('query').preference_type,
    );
    return c.json({ items }, 200);
  })
  .openapi(put, async (c) => {
    const item = await upsertPreference(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ item }, 200);
  })
  .openapi(importRoute, async (c) => {
    const items = await importPreferences(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ items }, 200);
  })
  .openapi(remove, async (c) => {
    const { type, key } = c.req.valid('param');
    await deletePreference(c.var.deps.db, requireCaller(c), type, key);
    return c.body(null, 204);
  })
  .openapi(reset, async (c) => {
    await resetPreferences(c.var.deps.db, requireCaller(c));
    return c.body(null, 204);
  });
