import { createRoute, z } from '@hono/zod-openapi';
import {
  preferenceInputSchema,
  preferenceKeySchema,
  preferenceSchema,
  preferencesImportSchema,
  preferenceTypeSchema,
} from '../../../shared/schemas/preferences';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-common';

const example = {
  id: '5d0f7c1a-8b9e-4c3d-a2f1-0e9d8c7b6a5f',
  preference_type: 'theme',
  preference_key: 'theme',
  preference_value: 'dark',
  updated_at: '2026-11-21T09:30:00.000Z',
};
const itemsResponse = z.object({ items: z.array(preferenceSchema) }).openapi('PreferenceList');
const itemResponse = z.object({ item: preferenceSchema }).openapi('PreferenceItem');

export const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Preferences'],
  summary: "The caller's preferences, newest first",
  request: { query: z.object({ preference_type: preferenceTypeSchema.optional() }) },
  responses: { 200: jsonContent(itemsResponse, 'Preferences', { items: [example] }), ...errorResponses },
});

export const putRoute = createRoute({
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

export const importRoute = createRoute({
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

export const removeRoute = createRoute({
  method: 'delete',
  path: '/{type}/{key}',
  tags: ['Preferences'],
  summary: 'Delete one preference',
  request: { params: z.object({ type: preferenceTypeSchema, key: preferenceKeySchema }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

export const resetRoute = createRoute({
  method: 'delete',
  path: '/',
  tags: ['Preferences'],
  summary: 'Delete every preference of the caller',
  responses: { 204: { description: 'Reset' }, ...errorResponses },
});
