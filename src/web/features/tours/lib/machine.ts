import type { TourId } from '@/shared/tours';

/** docs/product.md#limits: every step taken adds 5 to the time spent. */
export const STEP_TIME = 5;

/**
 * The tutorial's state machine (docs/product.md#lifecycles): inactive, then active at step 0. Next records the step
 * as completed and advances; on the last step the tour completes. Previous moves back; Skip
 * records the step as skipped and advances; Exit ends it where it is. A step whose target is not
 * on the screen is passed over in the direction the user was going, so a tour never gets stuck.
 * `finished` is the moment between the end and `reset`: the host stores the outcome then.
 */
export type TourState =
  | { status: 'inactive' }
  | {
      status: 'active';
      tourId: TourId;
      stepCount: number;
      step: number;
      direction: 1 | -1;
      completedSteps: number[];
      skippedSteps: number[];
      startedAt: number;
      timeSpent: number;
    }
  | { status: 'finished'; tourId: TourId; outcome: 'completed' | 'skipped'; step: number };

export type TourEvent =
  | { type: 'start'; tourId: TourId; stepCount: number; at: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'exit' }
  | { type: 'targetMissing' }
  | { type: 'reset' };

export const inactive: TourState = { status: 'inactive' };

type Active = Extract<TourState, { status: 'active' }>;

const withStep = (list: number[], step: number) => (list.includes(step) ? list : [...list, step]);

function advance(state: Active, changes: Partial<Active>): TourState {
  const next = { ...state, ...changes };
  if (state.step + 1 >= state.stepCount) {
    return { status: 'finished', tourId: state.tourId, outcome: 'completed', step: state.stepCount - 1 };
  }
  return { ...next, step: state.step + 1, direction: 1 };
}

export function tourReducer(state: TourState, event: TourEvent): TourState {
  if (event.type === 'start') {
    if (event.stepCount < 1) return state;
    return {
      status: 'active',
      tourId: event.tourId,
      stepCount: event.stepCount,
      step: 0,
      direction: 1,
      completedSteps: [],
      skippedSteps: [],
      startedAt: event.at,
      timeSpent: 0,
    };
  }
  if (event.type === 'reset') return inactive;
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'next':
      return advance(state, {
        completedSteps: withStep(state.completedSteps, state.step),
        timeSpent: state.timeSpent + STEP_TIME,
      });
    case 'skip':
      return advance(state, { skippedSteps: withStep(state.skippedSteps, state.step) });
    case 'previous':
      return state.step === 0 ? state : { ...state, step: state.step - 1, direction: -1 };
    case 'exit':
      return { status: 'finished', tourId: state.tourId, outcome: 'skipped', step: state.step };
    case 'targetMissing':
      // Going back past the first step turns around: the first reachable step from there on.
      if (state.direction === -1 && state.step > 0) return { ...state, step: state.step - 1 };
      return advance(state, { skippedSteps: withStep(state.skippedSteps, state.step) });
  }
}
