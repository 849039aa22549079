import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tutorialProgress } from '../../db/schema/tutorials';
import type { TourId } from '../../../shared/tours';
import { tutorialsPolicy } from './policy';

/** Forget the caller's progress in one tour, so it can be taken again from the start. */
export async function resetProgress(db: Database, caller: Caller, tourId: TourId): Promise<void> {
  tutorialsPolicy.assertCanTake(caller, tourId);
  await asCaller(db, caller, (tx) =>
    tx
      .delete(tutorialProgress)
      .where(and(eq(tutorialProgress.userId, caller.id), eq(tutorialProgress.tourId, tourId))),
  );
}
