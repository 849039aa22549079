import { z } from 'zod';

/**
 * What Websy AI remembers (docs/product.md#records-and-fields, decision 0022): the memory of each conversation, the user's profile
 * and the knowledge base. docs/product.md#validation/#limits: a knowledge search needs 2 characters and uses the first word
 * longer than 2; at most 10 results; at most 50 memories.
 */
export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_CONTENT_MAX = 10_000;
export const KNOWLEDGE_SEARCH_MIN = 2;
export const KNOWLEDGE_SEARCH_LIMIT = 10;
export const KNOWLEDGE_LIST_LIMIT = 100;
export const MEMORIES_LIMIT = 50;

export const conversationMemorySchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  conversation_title: z.string(),
  summary: z.string(),
  key_topics: z.array(z.string()),
  updated_at: z.string(),
});
export type ConversationMemory = z.infer<typeof conversationMemorySchema>;
export const conversationMemoryListSchema = z.object({ memories: z.array(conversationMemorySchema) });

/** The kinds of action the assistant runs, counted in `common_tasks` (most confirmed first). */
export const userProfileSchema = z.object({
  /** The most active hours (0–23) in `time_zone`: the user's own, sent with their messages. */
  work_patterns: z.object({
    active_hours: z.array(z.number().int()),
    time_zone: z.string(),
    messages: z.number().int(),
  }),
  preferences: z.object({ language: z.string().nullable() }),
  common_tasks: z.array(z.string()),
  expertise_areas: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const knowledgeEntrySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  project_id: z.uuid().nullable(),
  project_name: z.string().nullable(),
  /** A client's general entry: theirs alone. */
  personal: z.boolean(),
  /** Whether the caller may edit and delete it (an admin, or its author). */
  editable: z.boolean(),
  updated_at: z.string(),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;
export const knowledgeEntryListSchema = z.object({ entries: z.array(knowledgeEntrySchema) });

export const knowledgeQuerySchema = z.object({
  q: z.string().trim().min(KNOWLEDGE_SEARCH_MIN, 'assistant:memory.errors.searchTooShort').optional(),
  project_id: z.uuid().optional(),
});
export type KnowledgeQuery = z.input<typeof knowledgeQuerySchema>;

const tagsSchema = z.array(z.string().trim().min(1).max(40)).max(10);

export const createKnowledgeEntrySchema = z.object({
  title: z.string().trim().min(1, 'assistant:memory.errors.titleRequired').max(KNOWLEDGE_TITLE_MAX),
  content: z.string().trim().min(1, 'assistant:memory.errors.contentRequired').max(KNOWLEDGE_CONTENT_MAX),
  category: z.string().trim().min(1).max(60).default('general'),
  tags: tagsSchema.default([]),
  project_id: z.uuid().nullable().default(null),
});
export type CreateKnowledgeEntryInput = z.input<typeof createKnowledgeEntrySchema>;

export const updateKnowledgeEntrySchema = z.object({
  title: createKnowledgeEntrySchema.shape.title.optional(),
  content: createKnowledgeEntrySchema.shape.content.optional(),
  category: z.string().trim().min(1).max(60).optional(),
  tags: tagsSchema.optional(),
});
export type UpdateKnowledgeEntryInput = z.input<typeof updateKnowledgeEntrySchema>;

/** A knowledge entry the answer cited ([KB-n] in its text), shown under it as a link. */
export const knowledgeCitationSchema = z.object({ n: z.number().int(), id: z.uuid(), title: z.string() });
export type KnowledgeCitation = z.infer<typeof knowledgeCitationSchema>;
