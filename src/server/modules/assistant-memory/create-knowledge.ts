import { asCaller, type Caller, type Database } from '../../db/client';
import { websyKnowledgeBase } from '../../db/schema/assistant';
import type { CreateKnowledgeEntryInput } from '../../../shared/schemas/assistant-memory';
import { findEntry } from './internal/knowledge-query';
import { assistantMemoryPolicy } from './policy';
import { presentEntry } from './present-memory';

/**
 * Adds a knowledge entry: a project's (a project the caller reads: row-level security refuses
 * another) or a general one, everyone's when an admin writes it, personal when a client does.
 */
export async function createKnowledge(db: Database, caller: Caller, input: CreateKnowledgeEntryInput) {
  const projectId = input.project_id ?? null;
  const row = await asCaller(db, caller, async (tx) => {
    const [created] = await tx
      .insert(websyKnowledgeBase)
      .values({
        userId: caller.id,
        title: input.title,
        content: input.content,
        category: input.category ?? 'general',
        tags: input.tags ?? [],
        projectId,
        personal: projectId === null && !assistantMemoryPolicy.writesSharedEntries(caller),
      })
      .returning({ id: websyKnowledgeBase.id });
    return findEntry(tx, created!.id);
  });
  return presentEntry(caller, row);
}
