import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tutorialProgress } from '../../db/schema/tutorials';
import type { TutorialProgressList } from '../../../shared/schemas/tutorials';
import { isTourId } from '../../../shared/tours';
import { presentProgress } from './present-progress';
import { tutorialsPolicy } from './policy';

/** The caller's progress in every tour they began; a tour no longer offered is left out. */
export function listProgress(db: Database, caller: Caller): Promise<TutorialProgressList> {
  tutorialsPolicy.assertCanUse(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx
      .select()
      .from(tutorialProgress)
      .where(eq(tutorialProgress.userId, caller.id))
      .orderBy(tutorialProgress.tourId);
    return { progress: rows.filter((row) => isTourId(row.tourId)).map(presentProgress) };
  });
}
