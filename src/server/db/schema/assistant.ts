import { sql } from 'drizzle-orm';
import type { AssistantActionInput, AssistantActionResult } from '../../../shared/schemas/assistant-actions';
import type { KnowledgeCitation } from '../../../shared/schemas/assistant-memory';
import type { AttachmentInfo } from '../../../shared/schemas/assistant-attachments';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * The Websy AI assistant (decision 0022, docs/product.md#records-and-fields). Conversations, messages and memories are their
 * user's own, whatever the role; knowledge entries are general or a project's (drizzle/0018_assistant.sql).
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_conversations_user_idx').on(t.userId, t.updatedAt),
    check('assistant_conversations_title_length', sql`char_length(btrim(${t.title})) BETWEEN 1 AND 120`),
  ],
);

/** A stored part: text, or an action the assistant offered (its state lives in `assistant_actions`). */
export type StoredPart =
  | { type: 'text'; text: string }
  | { type: 'data-action'; id: string }
  /** The knowledge entries the answer cited (drizzle/0024, decision 0028). */
  | { type: 'data-citations'; citations: KnowledgeCitation[] }
  /** The files attached to a question: name, type and size, never the bytes (decision 0032). */
  | { type: 'data-attachments'; attachments: AttachmentInfo[] };

/** A message of a conversation: its UI parts, in `seq` order. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    parts: jsonb('parts').$type<StoredPart[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.seq),
    check('assistant_messages_role_check', sql`${t.role} IN ('user', 'assistant')`),
  ],
);

/** One row per Gemini key, named by its fingerprint (SHA-256), never by the key. */
export const assistantKeyPool = pgTable('assistant_key_pool', {
  fingerprint: text('fingerprint').primaryKey(),
  requestsToday: integer('requests_today').notNull().default(0),
  exhaustedAt: timestamp('exhausted_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pool's one state row: the active key and when the current 24-hour window began. */
export const assistantKeyPoolState = pgTable(
  'assistant_key_pool_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    activeFingerprint: text('active_fingerprint'),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assistant_key_pool_state_singleton', sql`${t.singleton}`)],
);

/** rate-limiter-flexible's PostgreSQL store for the per-user request limit (its own shape). */
export const assistantRateLimits = pgTable('assistant_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** docs/product.md#records-and-fields: what the assistant keeps of a conversation. */
export const websyConversationMemories = pgTable(
  'websy_conversation_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    contextSummary: text('context_summary').notNull().default(''),
    keyTopics: text('key_topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userPreferences: jsonb('user_preferences').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('websy_conversation_memories_conversation_unique').on(t.conversationId),
    index('websy_conversation_memories_user_idx').on(t.userId, t.updatedAt),
  ],
);

/** docs/product.md#records-and-fields: what the assistant knows of how a user works. */
export const websyUserProfiles = pgTable('websy_user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workPatterns: jsonb('work_patterns').notNull().default({}),
  preferences: jsonb('preferences').notNull().default({}),
  commonTasks: text('common_tasks')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  expertiseAreas: text('expertise_areas')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** docs/product.md#records-and-fields: knowledge entries, general (no project) or a project's. */
export const websyKnowledgeBase = pgTable(
  'websy_knowledge_base',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull().default('general'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** A client's general entry: theirs alone (drizzle/0024_assistant-memory.sql). */
    personal: boolean('personal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('websy_knowledge_base_project_idx').on(t.projectId),
    index('websy_knowledge_base_user_idx').on(t.userId),
  ],
);

export type AssistantConversationRow = typeof assistantConversations.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** What the assistant offers to do, waiting for its user's confirmation (migration 0021). */
export const assistantActions = pgTable(
  'assistant_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['createTask', 'createPhase', 'bookMeeting'] }).notNull(),
    input: jsonb('input').$type<AssistantActionInput>().notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    result: jsonb('result').$type<AssistantActionResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('assistant_actions_conversation_idx').on(t.conversationId)],
);
export type AssistantActionRow = typeof assistantActions.$inferSelect;
