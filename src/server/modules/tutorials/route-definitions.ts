import {
  tutorialParamsSchema,
  tutorialProgressBodySchema,
  tutorialProgressListSchema,
  tutorialProgressSchema,
} from '../../../shared/schemas/tutorials';
import { routesTagged } from '../../lib/openapi-common';

const route = routesTagged('Tutorials');

const progress = {
  tour_id: 'client-welcome-tour',
  status: 'completed',
  current_step: 5,
  completed_at: '2026-11-24T09:30:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
} as const;

export const listRoute = route.get(
  '/tutorials/progress',
  "The caller's progress in the guided tours they began (started, completed or skipped)",
  { response: tutorialProgressListSchema, responseExample: { progress: [progress] } },
);
export const saveRoute = route.put(
  '/tutorials/progress/{tourId}',
  "Record the caller's state in one tour: its status and the step reached (a step of that tour)",
  {
    params: tutorialParamsSchema,
    body: tutorialProgressBodySchema,
    bodyExample: { status: 'started', current_step: 2 },
    response: tutorialProgressSchema,
    responseExample: progress,
  },
);
export const resetRoute = route.delete(
  '/tutorials/progress/{tourId}',
  "Forget the caller's progress in one tour, to take it again from the start",
  { params: tutorialParamsSchema },
);
