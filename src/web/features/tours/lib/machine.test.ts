import { describe, expect, it } from 'vitest';
import { inactive, STEP_TIME, tourReducer, type TourEvent, type TourState } from './machine';

const run = (events: TourEvent[], from: TourState = inactive) => events.reduce(tourReducer, from);
const start: TourEvent = { type: 'start', tourId: 'client-welcome-tour', stepCount: 3, at: 1000 };

describe('tour state machine', () => {
  it('starts active at step 0 from inactive', () => {
    expect(run([start])).toMatchObject({ status: 'active', step: 0, completedSteps: [], startedAt: 1000 });
  });

  it('records each step completed on Next and completes after the last step', () => {
    const two = run([start, { type: 'next' }, { type: 'next' }]);
    expect(two).toMatchObject({ step: 2, completedSteps: [0, 1], timeSpent: 2 * STEP_TIME });
    expect(tourReducer(two, { type: 'next' })).toEqual({
      status: 'finished',
      tourId: 'client-welcome-tour',
      outcome: 'completed',
      step: 2,
    });
  });

  it('moves back on Previous, and never before the first step', () => {
    expect(run([start, { type: 'previous' }])).toMatchObject({ step: 0 });
    expect(run([start, { type: 'next' }, { type: 'previous' }])).toMatchObject({ step: 0, direction: -1 });
  });

  it('records a skipped step and advances; skipping the last completes', () => {
    expect(run([start, { type: 'skip' }])).toMatchObject({ step: 1, skippedSteps: [0], completedSteps: [] });
    expect(run([start, { type: 'next' }, { type: 'next' }, { type: 'skip' }])).toMatchObject({
      status: 'finished',
      outcome: 'completed',
    });
  });

  it('exits where it is, then resets to inactive', () => {
    const exited = run([start, { type: 'next' }, { type: 'exit' }]);
    expect(exited).toEqual({
      status: 'finished',
      tourId: 'client-welcome-tour',
      outcome: 'skipped',
      step: 1,
    });
    expect(tourReducer(exited, { type: 'reset' })).toEqual(inactive);
    expect(tourReducer(exited, { type: 'next' })).toBe(exited);
  });

  it('passes over a step whose target is missing in the direction of travel, never stuck', () => {
    expect(run([start, { type: 'targetMissing' }])).toMatchObject({ step: 1, skippedSteps: [0] });
    const back = run([
      start,
      { type: 'next' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'targetMissing' },
    ]);
    expect(back).toMatchObject({ step: 0, direction: -1 });
    // Nothing before the first step: a missing first target while going back moves forward.
    expect(tourReducer(back, { type: 'targetMissing' })).toMatchObject({ step: 1, direction: 1 });
    const allMissing = run([
      start,
      { type: 'targetMissing' },
      { type: 'targetMissing' },
      { type: 'targetMissing' },
    ]);
    expect(allMissing).toMatchObject({ status: 'finished', outcome: 'completed' });
  });

  it('ignores moves while inactive and a tour without steps', () => {
    expect(tourReducer(inactive, { type: 'next' })).toBe(inactive);
    expect(tourReducer(inactive, { ...start, stepCount: 0 } as TourEvent)).toBe(inactive);
  });
});
