import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tutorialProgress } from '../../db/schema/tutorials';
import { AppError } from '../../../shared/errors';
import type { TutorialProgress, TutorialProgressBody } from '../../../shared/schemas/tutorials';
import { tourSteps, type TourId } from '../../../shared/tours';
import { presentProgress } from './present-progress';
import { tutorialsPolicy } from './policy';

/**
 * The caller's state in one tour: created on first use, changed in place. The step must be one of
 * the tour's; completing stamps `completed_at` once (a tour taken again stays completed).
 */
export function saveProgress(
  db: Database,
  caller: Caller,
  tourId: TourId,
  body: TutorialProgressBody,
): Promise<TutorialProgress> {
  tutorialsPolicy.assertCanTake(caller, tourId);
  if (body.current_step >= tourSteps[tourId].length) {
    throw new AppError('VALIDATION', { message: 'tours:errors.stepOutOfRange' });
  }
  const completing = body.status === 'completed';
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(tutorialProgress)
      .values({
        userId: caller.id,
        tourId,
        status: body.status,
        currentStep: body.current_step,
        completedAt: completing ? new Date() : null,
      })
      .onConflictDoUpdate({
        target: [tutorialProgress.userId, tutorialProgress.tourId],
        set: {
          status: body.status,
          currentStep: body.current_step,
          completedAt: completing
            ? sql`coalesce(${tutorialProgress.completedAt}, now())`
            : sql`${tutorialProgress.completedAt}`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return presentProgress(row!);
  });
}
