import { createRoute, z } from '@hono/zod-openapi';
import {
  assistantConversationListSchema,
  assistantConversationSchema,
  assistantGreetingSchema,
  assistantMessageListSchema,
  assistantStatusSchema,
  createConversationSchema,
  keyPoolSchema,
  renameConversationSchema,
  sendAssistantMessageSchema,
} from '../../../shared/schemas/assistant';
import {
  assistantActionSchema,
  decideAssistantActionSchema,
} from '../../../shared/schemas/assistant-actions';
import { errorResponses, idParams, jsonBody, routesTagged, withKey } from '../../lib/openapi-common';

const TAG = 'Assistant';
const route = routesTagged(TAG);

const conversationExample = {
  id: '3f6b2a1c-9d4e-4c7b-8a5f-1e2d3c4b5a69',
  title: 'Estado de mis proyectos',
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:05:00.000Z',
} as const;

export const statusRoute = route.get(
  '/assistant/status',
  "Whether Websy AI can reach its model ('No se encontraron API keys de Gemini configuradas' otherwise)",
  {
    response: assistantStatusSchema,
    responseExample: {
      configured: false,
      offline: true,
      message: 'No se encontraron API keys de Gemini configuradas',
    },
  },
);
export const keyPoolRoute = route.get(
  '/assistant/key-pool',
  'The Gemini key pool: the active key (by position), requests in the 24-hour window, exhausted keys; never a key (admins)',
  {
    response: keyPoolSchema,
    responseExample: {
      configured: true,
      active_index: 1,
      window_started_at: '2026-11-24T08:00:00.000Z',
      resets_at: '2026-11-25T08:00:00.000Z',
      keys: [
        {
          index: 0,
          active: false,
          requests_today: 1500,
          exhausted: true,
          exhausted_at: '2026-11-24T18:00:00.000Z',
          last_error: 'HTTP 429',
        },
        {
          index: 1,
          active: true,
          requests_today: 12,
          exhausted: false,
          exhausted_at: null,
          last_error: null,
        },
      ],
    },
  },
);
export const greetingRoute = route.get(
  '/assistant/greeting',
  "The caller's greeting: at most 8 words, written by the model once and kept 10 hours; '¡Hola! Websy AI aquí 🤖' otherwise",
  {
    response: withKey('greeting', assistantGreetingSchema),
    responseExample: { greeting: { text: '¡Hola Ana! ¿Revisamos tus proyectos?', generated: true } },
  },
);
export const listRoute = route.get('/assistant/conversations', "The caller's conversations, newest first", {
  response: assistantConversationListSchema,
  responseExample: { conversations: [conversationExample] },
});
export const createConversationRoute = route.post(
  '/assistant/conversations',
  "Start a conversation (title 'Nueva conversación' unless given)",
  {
    body: createConversationSchema,
    bodyExample: { title: conversationExample.title },
    response: withKey('conversation', assistantConversationSchema),
    responseExample: { conversation: conversationExample },
    status: 201,
  },
);
export const renameRoute = route.patch(
  '/assistant/conversations/{id}',
  'Rename one of the caller’s conversations',
  {
    body: renameConversationSchema,
    bodyExample: { title: 'Tareas pendientes' },
    response: withKey('conversation', assistantConversationSchema),
    responseExample: { conversation: { ...conversationExample, title: 'Tareas pendientes' } },
  },
);
export const deleteRoute = route.delete(
  '/assistant/conversations/{id}',
  'Delete one of the caller’s conversations with its messages',
);
export const messagesRoute = route.get(
  '/assistant/conversations/{id}/messages',
  "A conversation's messages, oldest first (its owner only)",
  {
    response: assistantMessageListSchema,
    responseExample: {
      messages: [
        {
          id: '7a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
          role: 'user',
          parts: [{ type: 'text', text: '¿Cómo va mi proyecto?' }],
          created_at: '2026-11-24T09:04:00.000Z',
        },
      ],
    },
  },
);

const uiMessageStream = z.string().openapi({
  description: 'Server-sent events of the AI SDK UI message stream (start, text-delta…, finish or error)',
  example: 'data: {"type":"text-delta","id":"0","delta":"Tu proyecto va al 40 %"}\n\n',
});

export const sendRoute = createRoute({
  method: 'post',
  path: '/assistant/conversations/{id}/messages',
  tags: [TAG],
  summary:
    'Send a message: it is stored, and the answer streams back as a UI message stream (stored when done); ' +
    'without keys the offline assistant answers from the portal data (actions as data-action parts); 429 over the per-user limit',
  request: {
    params: idParams,
    body: jsonBody(sendAssistantMessageSchema, { text: '¿Cómo va mi proyecto?' }),
  },
  responses: {
    200: {
      description: 'The streamed answer',
      content: { 'text/event-stream': { schema: uiMessageStream } },
    },
    ...errorResponses,
  },
});

export const decideActionRoute = route.post(
  '/assistant/actions/{id}',
  'Confirm or cancel an action the assistant offered (create a task or a phase): run once, as the caller; ' +
    '409 when already decided. A failed run answers 200 with the action failed and its possible causes',
  {
    body: decideAssistantActionSchema,
    bodyExample: { decision: 'confirm' },
    response: withKey('action', assistantActionSchema),
    responseExample: {
      action: {
        id: '5c2d9e1f-7a3b-4c8d-9e0f-1a2b3c4d5e6f',
        status: 'done',
        input: {
          kind: 'createTask',
          project_id: '0b7e4f6a-2c1d-4e3f-8a9b-7c6d5e4f3a2b',
          project_name: 'Tienda online Lucía',
          title: 'Revisar el checkout',
          priority: 'urgent',
          due_date: '2026-11-25',
        },
        result: {
          id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          href: '/admin/fases-tareas?proyecto=0b7e4f6a-2c1d-4e3f-8a9b-7c6d5e4f3a2b',
        },
        error: null,
      },
    },
  },
);
