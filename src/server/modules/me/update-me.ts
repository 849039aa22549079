import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type { UpdateProfileInput } from '../../../shared/schemas/profile';
import { presentProfile } from './present-profile';

export async function updateMe(db: Database, caller: Caller, input: UpdateProfileInput) {
  const row = await asCaller(db, caller, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.full_name !== undefined && { fullName: input.full_name }),
        ...(input.avatar_url !== undefined && { avatarUrl: input.avatar_url }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, caller.id))
      .returning();
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND');
  return presentProfile(row);
}
