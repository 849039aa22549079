import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyKnowledgeBase } from '../../db/schema/assistant';
import { AppError } from '../../../shared/errors';
import { findEntry } from './internal/knowledge-query';
import { assistantMemoryPolicy } from './policy';

/** Deletes a knowledge entry (an admin any, a client their own). */
export async function deleteKnowledge(db: Database, caller: Caller, id: string): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    assistantMemoryPolicy.assertCanEditEntry(caller, await findEntry(tx, id));
    const deleted = await tx
      .delete(websyKnowledgeBase)
      .where(eq(websyKnowledgeBase.id, id))
      .returning({ id: websyKnowledgeBase.id });
    if (deleted.length === 0)
      throw new AppError('NOT_FOUND', { message: 'assistant:memory.errors.entryNotFound' });
  });
}
