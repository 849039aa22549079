import type { notifications } from '../../db/schema/notifications';
import { iso } from '../../lib/dates';
import type { Notification } from '../../../shared/schemas/notifications';

export function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    category: row.category,
    is_read: row.isRead,
    is_urgent: row.isUrgent,
    action_url: row.actionUrl,
    metadata: row.metadata as Notification['metadata'],
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
  };
}
