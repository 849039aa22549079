import type { TutorialProgressRow } from '../../db/schema/tutorials';
import type { TutorialProgress } from '../../../shared/schemas/tutorials';
import type { TourId } from '../../../shared/tours';

export function presentProgress(row: TutorialProgressRow): TutorialProgress {
  return {
    tour_id: row.tourId as TourId,
    status: row.status,
    current_step: row.currentStep,
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
