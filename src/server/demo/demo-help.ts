import type { Tx } from '../db/client';
import { helpArticleFeedback } from '../db/schema/help';
import { users } from '../db/schema/users';

/**
 * What the demo's people did in the help centre (decision 0027): articles they read, how they voted and
 * what they saved, so the cards show figures and the admins' stats have something to rank.
 * `[email, article id, views, vote, bookmarked]`.
 */
export const demoHelpFeedback: Array<[string, string, number, 'helpful' | 'not_helpful' | null, boolean]> = [
  ['lucia@cliente.demo', 'billing-invoices', 4, 'helpful', true],
  ['lucia@cliente.demo', 'project-approval', 2, 'helpful', false],
  ['lucia@cliente.demo', 'two-step-sign-in', 1, null, true],
  ['andres@cliente.demo', 'billing-invoices', 2, 'helpful', false],
  ['andres@cliente.demo', 'create-project', 3, 'helpful', false],
  ['andres@cliente.demo', 'connection-problems', 1, 'not_helpful', false],
  ['carmen@cliente.demo', 'getting-started', 2, 'helpful', false],
  ['carmen@cliente.demo', 'documents-and-files', 1, 'not_helpful', true],
  ['pablo@cliente.demo', 'collaboration-space', 3, 'helpful', true],
  ['pablo@cliente.demo', 'connection-problems', 1, 'not_helpful', false],
];

export async function seedDemoHelp(tx: Tx, now: number) {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const at = new Date(now - 2 * 86_400_000);
  await tx.insert(helpArticleFeedback).values(
    demoHelpFeedback.map(([email, articleId, views, vote, bookmarked]) => ({
      userId: people.get(email)!,
      articleId,
      views,
      vote,
      bookmarkedAt: bookmarked ? at : null,
      lastViewedAt: at,
      createdAt: at,
      updatedAt: at,
    })),
  );
}
