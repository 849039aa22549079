import { eq, getTableColumns } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notificationSettings } from '../../db/schema/notification-settings';
import { presentSettings } from './present-settings';

type SettingsRow = typeof notificationSettings.$inferSelect;

/** The row the defaults would create (the schema's own defaults), not stored. */
function unsavedDefaults(userId: string): SettingsRow {
  const defaults = Object.entries(getTableColumns(notificationSettings)).map(([key, column]) => [
    key,
    column.default instanceof Date || typeof column.default !== 'object' ? column.default : new Date(),
  ]);
  return { ...(Object.fromEntries(defaults) as SettingsRow), userId };
}

/**
 * docs/product.md#api-conventions: select single; if absent, create the defaults. A view as the
 * client (docs/decisions/0054) creates nothing on their behalf: it reads the defaults instead.
 */
export async function getOrCreateSettings(db: Database, caller: Caller) {
  const row = await asCaller(db, caller, async (tx) => {
    if (!caller.viewedBy)
      await tx.insert(notificationSettings).values({ userId: caller.id }).onConflictDoNothing();
    const [found] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, caller.id));
    return found ?? unsavedDefaults(caller.id);
  });
  return presentSettings(row);
}
