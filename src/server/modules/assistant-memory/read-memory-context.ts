import { desc, eq, or, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Caller, Tx } from '../../db/client';
import { websyConversationMemories, websyUserProfiles } from '../../db/schema/assistant';
import {
  KNOWLEDGE_SEARCH_LIMIT,
  MEMORIES_LIMIT,
  type KnowledgeCitation,
  type UserProfile,
} from '../../../shared/schemas/assistant-memory';
import { contextWords } from './derive-memory';
import { mentions, selectEntries } from './internal/knowledge-query';
import { presentProfile } from './present-memory';

/** What the model may cite: `[KB-n]` in its answer names the knowledge entry numbered n. */
export type CitableEntry = KnowledgeCitation & { content: string; project_name: string | null };

export interface MemoryContext {
  memories: { summary: string; key_topics: string[] }[];
  profile: UserProfile | null;
  knowledge: CitableEntry[];
}

/** How much of an entry the prompt carries. */
const ENTRY_CHARS = 1500;

/**
 * What the assistant remembers for this question, read in the caller's transaction (row-level
 * security: their own memories and profile, the knowledge entries they read): at most 50
 * memories, the profile, and the entries matching up to 5 of the question's words (docs/product.md#validation).
 */
export async function readMemoryContext(tx: Tx, caller: Caller, question: string): Promise<MemoryContext> {
  const words = contextWords(question);
  const [memories, [profile], entries] = await Promise.all([
    tx
      .select({
        summary: websyConversationMemories.contextSummary,
        key_topics: websyConversationMemories.keyTopics,
      })
      .from(websyConversationMemories)
      .orderBy(desc(websyConversationMemories.updatedAt))
      .limit(MEMORIES_LIMIT),
    tx.select().from(websyUserProfiles).where(eq(websyUserProfiles.userId, caller.id)),
    words.length
      ? selectEntries(tx, or(...words.map(mentions)), KNOWLEDGE_SEARCH_LIMIT, [
          desc(
            sql.join(
              words.map((w) => sql`(${mentions(w)})::int`),
              sql` + `,
            ),
          ),
        ])
      : [],
  ]);
  return {
    memories: memories.filter((m) => m.summary),
    profile: profile ? presentProfile(profile) : null,
    knowledge: entries.map((e, i) => ({
      n: i + 1,
      id: e.id,
      title: e.title,
      content: e.content.slice(0, ENTRY_CHARS),
      project_name: e.projectName,
    })),
  };
}

/** The system prompt's lines about memory (none when there is nothing to remember). */
export function memoryPrompt(t: TFunction, memory: MemoryContext | undefined): string[] {
  if (!memory) return [];
  const lines: string[] = [];
  if (memory.memories.length) {
    lines.push(t('assistant:memory.prompt.memories'), JSON.stringify(memory.memories));
  }
  if (memory.profile) lines.push(t('assistant:memory.prompt.profile'), JSON.stringify(memory.profile));
  if (memory.knowledge.length) {
    lines.push(
      t('assistant:memory.prompt.knowledge'),
      memory.knowledge
        .map((e) => `[KB-${e.n}] ${e.title}${e.project_name ? ` (${e.project_name})` : ''}\n${e.content}`)
        .join('\n\n'),
    );
  }
  return lines;
}

/** The entries an answer cites by their `[KB-n]` label, in label order. */
export function citedEntries(text: string, knowledge: readonly CitableEntry[]): KnowledgeCitation[] {
  const cited = new Set([...text.matchAll(/\[KB-(\d+)\]/gu)].map((m) => Number(m[1])));
  return knowledge.filter((e) => cited.has(e.n)).map(({ n, id, title }) => ({ n, id, title }));
}
