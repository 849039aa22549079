import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { uploadQuota } from '../../../db/schema/project-files';
import { AppError } from '../../../../shared/errors';
import { FILE_LIMITS } from '../../../../shared/schemas/files';

/**
 * Takes one of today's upload slots in one statement: the row is created at 1 or counted up while
 * under the limit, so parallel uploads never pass it (the row lock orders them). 429 when none is
 * left. Returns the day the slot belongs to, for giving it back.
 */
export async function reserveUploadSlot(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .insert(uploadQuota)
    .values({ userId, day: sql`current_date`, count: 1 })
    .onConflictDoUpdate({
      target: [uploadQuota.userId, uploadQuota.day],
      set: { count: sql`${uploadQuota.count} + 1` },
      setWhere: sql`${uploadQuota.count} < ${FILE_LIMITS.perDay}`,
    })
    .returning({ day: uploadQuota.day });
  if (!row) throw new AppError('RATE_LIMITED', { message: 'files:errors.dailyLimit' });
  return row.day;
}

/** Gives back the slot of an upload that did not complete. */
export async function releaseUploadSlot(tx: Tx, userId: string, day: string): Promise<void> {
  await tx
    .update(uploadQuota)
    .set({ count: sql`${uploadQuota.count} - 1` })
    .where(and(eq(uploadQuota.userId, userId), eq(uploadQuota.day, day), gt(uploadQuota.count, 0)));
}

/** Uploads the user made today. */
export async function uploadsToday(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: uploadQuota.count })
    .from(uploadQuota)
    .where(and(eq(uploadQuota.userId, userId), eq(uploadQuota.day, sql`current_date`)));
  return row?.count ?? 0;
}
