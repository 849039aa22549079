import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { notificationSettings } from '../../db/schema/notification-settings';
import { presentSettings } from './present-settings';

/** docs/product.md#api-conventions: select single; if absent, create the defaults. */
export async function getOrCreateSettings(db: Database, caller: Caller) {
  const row = await asCaller(db, caller, async (tx) => {
    await tx.insert(notificationSettings).values({ userId: caller.id }).onConflictDoNothing();
    const [found] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, caller.id));
    return found!;
  });
  return presentSettings(row);
}
