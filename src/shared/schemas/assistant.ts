import { z } from 'zod';
import { assistantActionSchema } from './assistant-actions';
import { timeZoneSchema } from './time-zone';
import { knowledgeCitationSchema } from './assistant-memory';
import { attachmentInfoSchema, attachmentsInputSchema } from './assistant-attachments';

/** Decision 0022: a conversation's title, and a message to the assistant (trimmed, never empty). */
export const ASSISTANT_TITLE_MAX = 120;
export const ASSISTANT_MESSAGE_MAX = 8000;

const titleSchema = z.string().trim().min(1).max(ASSISTANT_TITLE_MAX);

export const assistantConversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const assistantConversationListSchema = z.object({
  conversations: z.array(assistantConversationSchema),
});

export const createConversationSchema = z.object({ title: titleSchema.optional() });
export type CreateConversationInput = z.input<typeof createConversationSchema>;

export const renameConversationSchema = z.object({ title: titleSchema });
export type RenameConversationInput = z.input<typeof renameConversationSchema>;

/**
 * A stored message in the AI SDK's UI message shape: text, and the actions the assistant offered
 * (`data-action` parts, with the action's state now: `useChat` shows them as cards).
 */
export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  parts: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('text'), text: z.string() }),
      z.object({ type: z.literal('data-action'), id: z.uuid(), data: assistantActionSchema }),
      z.object({
        type: z.literal('data-citations'),
        data: z.object({ citations: z.array(knowledgeCitationSchema) }),
      }),
      z.object({
        type: z.literal('data-attachments'),
        data: z.object({ attachments: z.array(attachmentInfoSchema) }),
      }),
    ]),
  ),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantMessageListSchema = z.object({ messages: z.array(assistantMessageSchema) });

export const sendAssistantMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'assistant:errors.emptyMessage')
    .max(ASSISTANT_MESSAGE_MAX, 'assistant:errors.tooLong'),
  /** The asker's time zone: where "tomorrow at 10" is (meetings); the calendar's default without it. */
  time_zone: timeZoneSchema.optional(),
  /** Answer the last question again, replacing its answer on the server (`text` is that question). */
  regenerate: z.boolean().optional(),
  /** Images and text files for the model (decision 0032): at most 3; their names are stored. */
  attachments: attachmentsInputSchema.optional(),
});
export type SendAssistantMessageInput = z.input<typeof sendAssistantMessageSchema>;

/** Whether the assistant can reach its model; `message` says why not (docs/product.md#error-messages). */
export const assistantStatusSchema = z.object({
  configured: z.boolean(),
  /** Without keys the assistant answers from the portal's data alone (the offline mode). */
  offline: z.boolean(),
  message: z.string().nullable(),
});

/** The key pool as an admin sees it: never a key, nor its fingerprint. */
export const keyPoolSchema = z.object({
  configured: z.boolean(),
  active_index: z.number().int().nullable(),
  window_started_at: z.string().nullable(),
  resets_at: z.string().nullable(),
  keys: z.array(
    z.object({
      index: z.number().int(),
      active: z.boolean(),
      requests_today: z.number().int(),
      exhausted: z.boolean(),
      exhausted_at: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type KeyPoolView = z.infer<typeof keyPoolSchema>;

/** docs/product.md#lifecycles: the greeting on the dashboards; `generated` when the model wrote it (else the fixed one). */
export const assistantGreetingSchema = z.object({ text: z.string(), generated: z.boolean() });
export type AssistantGreeting = z.infer<typeof assistantGreetingSchema>;
