import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyKnowledgeBase } from '../../db/schema/assistant';
import { AppError } from '../../../shared/errors';
import type { UpdateKnowledgeEntryInput } from '../../../shared/schemas/assistant-memory';
import { findEntry } from './internal/knowledge-query';
import { assistantMemoryPolicy } from './policy';
import { presentEntry } from './present-memory';

/** Edits a knowledge entry (an admin any, a client their own: 403; one they cannot read: 404). */
export async function updateKnowledge(
  db: Database,
  caller: Caller,
  id: string,
  input: UpdateKnowledgeEntryInput,
) {
  const row = await asCaller(db, caller, async (tx) => {
    assistantMemoryPolicy.assertCanEditEntry(caller, await findEntry(tx, id));
    const updated = await tx
      .update(websyKnowledgeBase)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(websyKnowledgeBase.id, id))
      .returning({ id: websyKnowledgeBase.id });
    if (updated.length === 0) {
      throw new AppError('NOT_FOUND', { message: 'assistant:memory.errors.entryNotFound' });
    }
    return findEntry(tx, id);
  });
  return presentEntry(caller, row);
}
