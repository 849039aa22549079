import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { AppError } from '../../../shared/errors';
import { commentPolicy } from './policy';

export async function deleteComment(db: Database, caller: Caller, id: string): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, id));
    if (!row) throw new AppError('NOT_FOUND', { message: 'projects:errors.commentNotFound' });
    commentPolicy.assertCanDelete(caller, row);
    await tx.delete(comments).where(eq(comments.id, id));
  });
}
