import {
  conversationMemoryListSchema,
  createKnowledgeEntrySchema,
  knowledgeEntryListSchema,
  knowledgeEntrySchema,
  knowledgeQuerySchema,
  updateKnowledgeEntrySchema,
  userProfileSchema,
} from '../../../shared/schemas/assistant-memory';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Assistant memory');

const entryExample = {
  id: '2c9f4e1a-6b3d-4a8e-9f1c-7d2e5b4a3c21',
  title: 'Política de revisiones',
  content: 'Cada fase incluye dos rondas de revisiones sin coste.',
  category: 'procesos',
  tags: ['revisiones'],
  project_id: null,
  project_name: null,
  personal: false,
  editable: true,
  updated_at: '2026-11-24T09:00:00.000Z',
} as const;

export const listMemoriesRoute = route.get(
  '/assistant/memories',
  "What the assistant remembers of the caller's conversations (summary, key topics), newest first, at most 50",
  {
    response: conversationMemoryListSchema,
    responseExample: {
      memories: [
        {
          id: '4d1e2f3a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
          conversation_id: '3f6b2a1c-9d4e-4c7b-8a5f-1e2d3c4b5a69',
          conversation_title: 'Estado de mis proyectos',
          summary: '¿Cómo va el diseño de la tienda?',
          key_topics: ['diseño', 'tienda'],
          updated_at: '2026-11-24T09:05:00.000Z',
        },
      ],
    },
  },
);
export const deleteAllMemoriesRoute = route.delete(
  '/assistant/memories',
  "Forget every one of the caller's memories",
);
export const deleteMemoryRoute = route.delete(
  '/assistant/memories/{id}',
  'Forget one memory (its owner only)',
);
export const getProfileRoute = route.get(
  '/assistant/profile',
  'What the assistant knows of how the caller works: active hours (in the user’s time zone), language, confirmed actions, topics',
  {
    response: withKey('profile', userProfileSchema),
    responseExample: {
      profile: {
        work_patterns: { active_hours: [9, 16], time_zone: 'Europe/Madrid', messages: 14 },
        preferences: { language: 'es' },
        common_tasks: ['createTask'],
        expertise_areas: ['diseño', 'checkout'],
        updated_at: '2026-11-24T09:05:00.000Z',
      },
    },
  },
);
export const resetProfileRoute = route.delete('/assistant/profile', "Reset the caller's profile");
export const listKnowledgeRoute = route.get(
  '/assistant/knowledge',
  'Knowledge entries the caller reads (general, personal, their projects’), or a search: 2 characters at least, by the first word longer than 2, at most 10',
  {
    query: knowledgeQuerySchema,
    response: knowledgeEntryListSchema,
    responseExample: { entries: [entryExample] },
  },
);
export const createKnowledgeRoute = route.post(
  '/assistant/knowledge',
  'Add a knowledge entry: of a project the caller reads, or general (everyone’s from an admin, personal from a client)',
  {
    body: createKnowledgeEntrySchema,
    bodyExample: { title: entryExample.title, content: entryExample.content, category: 'procesos', tags: [] },
    response: withKey('entry', knowledgeEntrySchema),
    responseExample: { entry: entryExample },
    status: 201,
  },
);
export const updateKnowledgeRoute = route.patch(
  '/assistant/knowledge/{id}',
  'Edit a knowledge entry (an admin any, a client their own)',
  {
    body: updateKnowledgeEntrySchema,
    bodyExample: { content: 'Cada fase incluye tres rondas de revisiones.' },
    response: withKey('entry', knowledgeEntrySchema),
    responseExample: { entry: entryExample },
  },
);
export const deleteKnowledgeRoute = route.delete(
  '/assistant/knowledge/{id}',
  'Delete a knowledge entry (an admin any, a client their own)',
);
