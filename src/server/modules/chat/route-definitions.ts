import { z } from '@hono/zod-openapi';
import {
  chatMessageSchema,
  editMessageSchema,
  markReadSchema,
  messagePageSchema,
  messagesQuerySchema,
  readStateSchema,
  sendMessageSchema,
  unreadSchema,
} from '../../../shared/schemas/chat';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('Chat');

const messageExample = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  seq: 42,
  author: { id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44', full_name: 'Lucía Herrera', avatar_url: null },
  body: '¿Podemos revisar la portada mañana?',
  mentions: [],
  attachment_file_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  deleted_at: null,
  can: { edit: true, delete: true },
} as const;

const messageParams = z.object({ messageId: z.uuid() });

export const listRoute = route.get(
  '/projects/{id}/chat/messages',
  "A page of the project's chat, ascending: `before=<seq>` pages upward (30, at most 100), `after=<seq>` catches up (at most 500); members only",
  {
    query: messagesQuerySchema,
    response: messagePageSchema,
    responseExample: { messages: [messageExample], has_more: true, last_seq: 42, last_read_seq: 41 },
  },
);
export const sendRoute = route.post(
  '/projects/{id}/chat/messages',
  'Send a message (1–4,000 characters; mentions of members notify them); members only',
  {
    body: sendMessageSchema,
    bodyExample: { body: messageExample.body, mentions: [], attachment_file_id: null },
    response: withKey('message', chatMessageSchema),
    responseExample: { message: messageExample },
    status: 201,
  },
);
export const editRoute = route.patch('/chat/messages/{messageId}', 'Edit one’s own message (marked edited)', {
  params: messageParams,
  body: editMessageSchema,
  bodyExample: { body: 'Mejor el jueves', mentions: [] },
  response: withKey('message', chatMessageSchema),
  responseExample: { message: { ...messageExample, edited_at: '2026-11-20T10:05:00.000Z' } },
});
export const deleteRoute = route.delete(
  '/chat/messages/{messageId}',
  'Delete a message (its author, or an admin): its text is erased, its place kept',
  { params: messageParams },
);
export const readRoute = route.post(
  '/projects/{id}/chat/read',
  "Mark the project's chat read up to a sequence (never moves back)",
  {
    body: markReadSchema,
    bodyExample: { seq: 42 },
    response: readStateSchema,
    responseExample: { last_read_seq: 42 },
  },
);
export const unreadRoute = route.get(
  '/chat/unread',
  "The caller's unread chat messages per project and in total",
  {
    response: unreadSchema,
    responseExample: {
      projects: [{ project_id: '0f7d1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', unread: 3 }],
      total: 3,
    },
  },
);
