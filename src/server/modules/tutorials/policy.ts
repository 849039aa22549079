import type { Caller } from '../../db/client';
import { AppError } from '../../../shared/errors';
import { canTakeTour, type TourId } from '../../../shared/tours';

/**
 * Who may do what with the guided tours (decision 0027). Every signed-in user reads and writes their
 * own progress (row-level security keeps each to their own rows); a client records progress only
 * through the tours their role is offered (docs/product.md#roles-and-what-each-sees).
 */
export const tutorialsPolicy = {
  assertCanUse(_caller: Caller): void {
    // Being signed in is the whole rule: the rows read are the caller's own.
  },

  assertCanTake(caller: Caller, tourId: TourId): void {
    if (!canTakeTour(caller.role, tourId)) {
      throw new AppError('PERMISSION', { message: 'tours:errors.notYourTour' });
    }
  },
};
