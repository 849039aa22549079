import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { translator } from '../../lib/i18n';

type Category = (typeof notifications.$inferInsert)['category'];
type Kind = (typeof notifications.$inferInsert)['type'];

export interface NotificationEvent {
  /** i18n keys (title and message) with their parameters; rendered per reader's language. */
  titleKey: string;
  messageKey: string;
  params: Record<string, string | number>;
  type: Kind;
  category: Category;
  actionUrl?: string;
  /** Who caused it (never told themselves); none for the system's own (a reminder). */
  senderId?: string;
  projectId?: string;
  isUrgent?: boolean;
  /** No e-mail copy: the news goes out by a mail of its own (a calendar invitation), or in the portal only. */
  noEmailCopy?: boolean;
}

/**
 * Writes one notification row per recipient who accepts the category, never for the sender. The stored title and message
 * are Spanish (the product's default); metadata keeps the i18n keys and parameters so each
 * reader sees them in their own language.
 */
export async function notify(tx: Tx, recipients: Iterable<string>, event: NotificationEvent): Promise<void> {
  const candidates = [...new Set(recipients)].filter((id) => id !== event.senderId);
  if (candidates.length === 0) return;
  // Each recipient's settings decide by category.
  const allowed = await tx.execute<{ id: string }>(
    sql`SELECT notification_recipients(${sql.param(candidates)}::uuid[], ${event.category}) AS id`,
  );
  const to = allowed.rows.map((r) => r.id);
  if (to.length === 0) return;
  const es = translator('es');
  await tx.insert(notifications).values(
    to.map((userId) => ({
      userId,
      title: es(event.titleKey, event.params),
      message: es(event.messageKey, event.params),
      type: event.type,
      category: event.category,
      isUrgent: event.isUrgent ?? false,
      actionUrl: event.actionUrl ?? null,
      ...(event.noEmailCopy && { emailStatus: 'skipped' as const }),
      metadata: {
        ...(event.senderId !== undefined && { sender_id: event.senderId }),
        ...(event.projectId && { project_id: event.projectId }),
        i18n: { title: event.titleKey, message: event.messageKey, params: event.params },
      },
    })),
  );
}

/** Ids of the agency's admins (visible to every signed-in caller). */
export async function adminIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return rows.map((r) => r.id);
}
