import type { Caller } from '../../db/client';
import type {
  websyConversationMemories,
  websyKnowledgeBase,
  websyUserProfiles,
} from '../../db/schema/assistant';
import type { KnowledgeEntry, UserProfile } from '../../../shared/schemas/assistant-memory';
import { assistantMemoryPolicy } from './policy';

type MemoryRow = typeof websyConversationMemories.$inferSelect;
type ProfileRow = typeof websyUserProfiles.$inferSelect;
export type KnowledgeRow = typeof websyKnowledgeBase.$inferSelect;

export function presentMemory(row: MemoryRow & { conversationTitle: string }) {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    conversation_title: row.conversationTitle,
    summary: row.contextSummary,
    key_topics: row.keyTopics,
    updated_at: row.updatedAt.toISOString(),
  };
}

const numbers = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];

/** The profile as the user sees it; an empty one before the first answer (or after a reset). */
export function presentProfile(row: ProfileRow | undefined): UserProfile {
  const patterns = (row?.workPatterns ?? {}) as Record<string, unknown>;
  const preferences = (row?.preferences ?? {}) as Record<string, unknown>;
  return {
    work_patterns: {
      // Profiles written before the hours followed the user's zone kept them in UTC.
      active_hours: numbers(patterns.active_hours ?? patterns.active_hours_utc),
      time_zone: typeof patterns.time_zone === 'string' ? patterns.time_zone : 'UTC',
      messages: typeof patterns.messages === 'number' ? patterns.messages : 0,
    },
    preferences: { language: typeof preferences.language === 'string' ? preferences.language : null },
    common_tasks: row?.commonTasks ?? [],
    expertise_areas: row?.expertiseAreas ?? [],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export function presentEntry(
  caller: Caller,
  row: KnowledgeRow & { projectName: string | null },
): KnowledgeEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    tags: row.tags,
    project_id: row.projectId,
    project_name: row.projectName,
    personal: row.personal,
    editable: assistantMemoryPolicy.canEditEntry(caller, row),
    updated_at: row.updatedAt.toISOString(),
  };
}
