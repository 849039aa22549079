import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyConversationMemories } from '../../db/schema/assistant';
import { AppError } from '../../../shared/errors';

/** Forgets one memory of the caller's (the conversation stays; its next answer remembers anew). */
export async function deleteMemory(db: Database, caller: Caller, id: string): Promise<void> {
  const deleted = await asCaller(db, caller, (tx) =>
    tx
      .delete(websyConversationMemories)
      .where(eq(websyConversationMemories.id, id))
      .returning({ id: websyConversationMemories.id }),
  );
  if (deleted.length === 0)
    throw new AppError('NOT_FOUND', { message: 'assistant:memory.errors.memoryNotFound' });
}
