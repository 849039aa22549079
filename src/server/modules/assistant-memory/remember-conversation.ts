import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import {
  assistantActions,
  assistantMessages,
  websyConversationMemories,
  websyUserProfiles,
} from '../../db/schema/assistant';
import type { Logger } from '../../lib/logger';
import { MEMORIES_LIMIT } from '../../../shared/schemas/assistant-memory';
import { keyTopics, mostFrequent, summarize } from './derive-memory';

/** The user's messages a memory is drawn from (the conversation's latest). */
const MESSAGES_READ = 40;

async function rememberConversation(tx: Tx, caller: Caller, conversationId: string) {
  const rows = await tx
    .select({ parts: assistantMessages.parts })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.role, 'user')))
    .orderBy(desc(assistantMessages.seq))
    .limit(MESSAGES_READ);
  const texts = rows
    .reverse()
    .map((m) => m.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n'))
    .filter(Boolean);
  const memory = { contextSummary: summarize(texts), keyTopics: keyTopics(texts) };
  await tx
    .insert(websyConversationMemories)
    .values({ userId: caller.id, conversationId, ...memory })
    .onConflictDoUpdate({
      target: websyConversationMemories.conversationId,
      set: { ...memory, updatedAt: sql`now()` },
    });
}

async function updateProfile(tx: Tx, caller: Caller, language: string, timeZone: string) {
  const [done, hours, topics] = await Promise.all([
    tx
      .select({ kind: assistantActions.kind, n: count() })
      .from(assistantActions)
      .where(eq(assistantActions.status, 'done'))
      .groupBy(assistantActions.kind)
      .orderBy(desc(count()), asc(assistantActions.kind)),
    tx
      .select({
        hour: sql<number>`extract(hour from ${assistantMessages.createdAt} at time zone ${timeZone})::int`,
      })
      .from(assistantMessages)
      .where(eq(assistantMessages.role, 'user'))
      .orderBy(desc(assistantMessages.seq))
      .limit(500),
    tx
      .select({ topics: websyConversationMemories.keyTopics })
      .from(websyConversationMemories)
      .orderBy(desc(websyConversationMemories.updatedAt))
      .limit(MEMORIES_LIMIT),
  ]);
  const profile = {
    workPatterns: {
      active_hours: mostFrequent(
        hours.map((h) => h.hour),
        3,
      ),
      time_zone: timeZone,
      messages: hours.length,
    },
    preferences: { language },
    commonTasks: done.map((d) => d.kind),
    expertiseAreas: mostFrequent(
      topics.flatMap((t) => t.topics),
      5,
    ),
  };
  await tx
    .insert(websyUserProfiles)
    .values({ userId: caller.id, ...profile })
    .onConflictDoUpdate({ target: websyUserProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
}

/**
 * After an answer is stored: the conversation's memory (its summary and key topics, drawn from the
 * user's messages) and the user's profile (confirmed actions, active hours in the asker's time zone, language, topics), in
 * one transaction as the caller. Each part is a savepoint of its own: a failure is logged with
 * the product's (docs/product.md#error-messages) text and never reaches the answer.
 */
export async function rememberAnswer(
  db: Database,
  caller: Caller,
  /** `timeZone`: the asker's (their preference, sent with the message): where the active hours are. */
  conversation: { id: string; language: string; timeZone: string },
  context: { t: TFunction; log: Logger },
): Promise<void> {
  const { t, log } = context;
  await asCaller(db, caller, async (tx) => {
    await tx
      .transaction((sp) => rememberConversation(sp, caller, conversation.id))
      .catch((err: unknown) => log.error({ err }, t('assistant:memory.errors.saveMemory')));
    await tx
      .transaction((sp) => updateProfile(sp, caller, conversation.language, conversation.timeZone))
      .catch((err: unknown) => log.error({ err }, t('assistant:memory.errors.saveProfile')));
  }).catch((err: unknown) => log.error({ err }, t('assistant:memory.errors.saveMemory')));
}
