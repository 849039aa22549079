import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { securityLogs } from '../db/schema/security-logs';
import { users } from '../db/schema/users';
import { day } from './seed-dates';

/** How long the demo's past view lasted, in seconds. */
const VIEW_SECONDS = 6 * 60 + 20;

/**
 * One past "view as client" (decision 0054): a staff member looked at a client's portal for a few
 * minutes three days ago, so the console's security screen and the client's settings ("Accesos de
 * la agencia a tu portal") show what the trail looks like.
 */
export async function seedDemoPortalView(db: Database, staffEmail: string, clientEmail: string, now: number) {
  const [staff] = await db.select().from(users).where(eq(users.email, staffEmail));
  const [client] = await db.select().from(users).where(eq(users.email, clientEmail));
  if (!staff || !client) return;
  const session = randomUUID();
  const startedAt = new Date(now - 3 * day);
  const target = { target_id: client.id, target_name: client.fullName, target_email: client.email };
  await db.insert(securityLogs).values([
    {
      userId: staff.id,
      event: 'client_view_started',
      details: { ...target, session, expires_at: new Date(startedAt.getTime() + 3600_000).toISOString() },
      timestamp: startedAt,
    },
    {
      userId: staff.id,
      event: 'client_view_ended',
      details: { ...target, session, seconds: VIEW_SECONDS, via: 'exit' },
      timestamp: new Date(startedAt.getTime() + VIEW_SECONDS * 1000),
    },
  ]);
}
