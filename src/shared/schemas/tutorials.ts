import { z } from 'zod';
import { tourIds, type TourId } from '../tours';

/**
 * A user's progress through the guided tours (decision 0027), kept on the server so it follows the
 * person across devices. The tours and their steps are `src/shared/tours.ts`.
 */
export const tutorialStatuses = ['started', 'completed', 'skipped'] as const;
export type TutorialStatus = (typeof tutorialStatuses)[number];

export const tourIdSchema = z.enum(tourIds as [TourId, ...TourId[]]);
export const tutorialParamsSchema = z.object({ tourId: tourIdSchema });

/** A tour's state: the step must exist in that tour (checked by the operation, 400 otherwise). */
export const tutorialProgressBodySchema = z
  .object({
    status: z.enum(tutorialStatuses),
    current_step: z.number().int().min(0).max(50),
  })
  .strict();
export type TutorialProgressBody = z.infer<typeof tutorialProgressBodySchema>;

export const tutorialProgressSchema = z.object({
  tour_id: tourIdSchema,
  status: z.enum(tutorialStatuses),
  current_step: z.number().int(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TutorialProgress = z.infer<typeof tutorialProgressSchema>;

export const tutorialProgressListSchema = z.object({ progress: z.array(tutorialProgressSchema) });
export type TutorialProgressList = z.infer<typeof tutorialProgressListSchema>;
