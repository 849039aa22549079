import type { Tx } from '../db/client';
import { tutorialProgress } from '../db/schema/tutorials';
import { users } from '../db/schema/users';
import type { TourId } from '../../shared/tours';

/**
 * How far the demo's clients went through the guided tours (decision 0027): the help centre's cards
 * show some completed, the entry point's badge counts the rest. `[email, tour, status, step]`.
 */
export const demoTutorialProgress: Array<[string, TourId, 'started' | 'completed' | 'skipped', number]> = [
  ['lucia@cliente.demo', 'client-welcome-tour', 'completed', 5],
  ['lucia@cliente.demo', 'profile-page-tour', 'completed', 3],
  ['lucia@cliente.demo', 'client-projects-tour', 'started', 2],
  ['andres@cliente.demo', 'client-welcome-tour', 'completed', 5],
  ['andres@cliente.demo', 'support-help', 'completed', 3],
  ['carmen@cliente.demo', 'client-welcome-tour', 'skipped', 1],
];

export async function seedDemoTutorials(tx: Tx, now: number) {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const at = new Date(now - 3 * 86_400_000);
  await tx.insert(tutorialProgress).values(
    demoTutorialProgress.map(([email, tourId, status, currentStep]) => ({
      userId: people.get(email)!,
      tourId,
      status,
      currentStep,
      completedAt: status === 'completed' ? at : null,
      createdAt: at,
      updatedAt: at,
    })),
  );
}
