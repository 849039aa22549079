import { z } from 'zod';

/** Decision 0017: a message is 1–4,000 characters once trimmed. */
export const CHAT_BODY_MAX = 4000;
/** History pages upward (`before`): 30 by default, at most 100. Catch-up (`after`): at most 500. */
export const CHAT_PAGE = { limit: 30, max: 100 } as const;
export const CHAT_CATCH_UP_MAX = 500;
/** At most this many people mentioned in one message (a project has at most 20 collaborators). */
export const CHAT_MENTIONS_MAX = 25;

export const chatBodySchema = z
  .string()
  .trim()
  .min(1, 'chat:errors.empty')
  .max(CHAT_BODY_MAX, 'chat:errors.tooLong');

const mentionsSchema = z.array(z.uuid()).max(CHAT_MENTIONS_MAX).default([]);

export const sendMessageSchema = z.object({
  body: chatBodySchema,
  mentions: mentionsSchema,
  /** A project file the message refers to. */
  attachment_file_id: z.uuid().nullable().default(null),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const editMessageSchema = z.object({ body: chatBodySchema, mentions: mentionsSchema });
export type EditMessageInput = z.input<typeof editMessageSchema>;

/** `?before=<seq>&limit=` pages upward; `?after=<seq>` catches up (ascending); neither: the newest. */
export const messagesQuerySchema = z
  .object({
    before: z.coerce.number().int().min(1).optional(),
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_CATCH_UP_MAX).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: 'chat:errors.beforeOrAfter',
    path: ['before'],
  })
  .refine((q) => q.after !== undefined || q.limit === undefined || q.limit <= CHAT_PAGE.max, {
    message: 'chat:errors.pageTooLarge',
    path: ['limit'],
  });
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const chatAuthorSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** The project file a message carries: enough to show it and link its download. */
export const chatAttachmentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** What the caller may do with the message, by `domain/chat-policy.ts`: the web reads it, never decides. */
export const chatMessageCanSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type ChatMessageCan = z.infer<typeof chatMessageCanSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** Null when the author's account was removed. */
  author: chatAuthorSchema.nullable(),
  /** Empty once deleted. */
  body: z.string(),
  mentions: z.array(z.uuid()),
  attachment_file_id: z.uuid().nullable(),
  /** Null without one, or once its file was deleted. */
  attachment: chatAttachmentSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  can: chatMessageCanSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Messages in ascending order, and where the room stands. */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Older messages remain before the first one (paging upward). */
  has_more: z.boolean(),
  last_seq: z.number().int(),
  last_read_seq: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const markReadSchema = z.object({ seq: z.number().int().min(0) });

export const readStateSchema = z.object({ last_read_seq: z.number().int() });

export const unreadSchema = z.object({
  projects: z.array(z.object({ project_id: z.uuid(), unread: z.number().int() })),
  total: z.number().int(),
});
export type Unread = z.infer<typeof unreadSchema>;
