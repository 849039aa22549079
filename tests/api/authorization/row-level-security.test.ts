import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import { notificationSettings } from '../../../src/server/db/schema/notification-settings';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { userPreferences } from '../../../src/server/db/schema/user-preferences';
import { users } from '../../../src/server/db/schema/users';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * These queries deliberately leave out the route's own `user_id = caller` check, as a buggy
 * route would: the database alone must keep each tenant to their rows.
 */
let app: TestApp;
let a: Caller;
let b: Caller;
let admin: Caller;

beforeAll(async () => {
  app = await startTestApp();
  const ua = await signUpUser(app);
  const ub = await signUpUser(app);
  a = { id: ua.id, role: 'user' };
  b = { id: ub.id, role: 'user' };
  admin = { id: (await signInOwner(app)).id, role: 'admin' };
  await ua.http.put('/api/preferences', {
    preference_type: 'theme',
    preference_key: 'theme',
    preference_value: 'dark',
  });
  await ua.http.get('/api/notification-settings');
});
afterAll(async () => {
  await app?.close();
});

const pgCode = (error: unknown): string | undefined => {
  let e = error as { code?: string; cause?: unknown } | undefined;
  while (e) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
};

describe('row-level security with the route checks bypassed', () => {
  it('runs callers under a plain role that cannot bypass RLS', async () => {
    const [row] = await asCaller(app.db, b, (tx) =>
      tx.execute<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        sql`SELECT current_user, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      ),
    ).then((r) => r.rows);
    expect(row).toEqual({ current_user: 'websy_app', rolsuper: false, rolbypassrls: false });
    const [adminRow] = await asCaller(app.db, admin, (tx) =>
      tx.execute<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        sql`SELECT current_user, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
      ),
    ).then((r) => r.rows);
    expect(adminRow).toEqual({ current_user: 'websy_admin', rolsuper: false, rolbypassrls: false });
  });

  it('hides other users’ rows from an unfiltered read', async () => {
    const seen = await asCaller(app.db, b, async (tx) => ({
      users: await tx.select({ id: users.id }).from(users),
      prefs: await tx.select().from(userPreferences),
      settings: await tx.select().from(notificationSettings),
      logs: await tx.select().from(securityLogs),
    }));
    // B sees themselves and the agency's staff (admins), never another client.
    expect(seen.users.map((u) => u.id).sort()).toEqual([b.id, admin.id].sort());
    expect(seen.prefs).toHaveLength(0);
    expect(seen.settings).toHaveLength(0);
    expect(seen.logs.every((l) => l.userId === b.id)).toBe(true);
    const aRow = await asCaller(app.db, b, (tx) => tx.select().from(users).where(eq(users.id, a.id)));
    expect(aRow).toHaveLength(0);
  });

  it('lets updates and deletes of other users’ rows touch nothing', async () => {
    const updated = await asCaller(app.db, b, (tx) =>
      tx.update(users).set({ fullName: 'Hacked' }).where(eq(users.id, a.id)).returning(),
    );
    expect(updated).toHaveLength(0);
    await asCaller(app.db, b, (tx) => tx.delete(userPreferences));
    await asCaller(app.db, b, (tx) => tx.update(notificationSettings).set({ emailNotifications: false }));
    const [aUser] = await app.db.select().from(users).where(eq(users.id, a.id));
    expect(aUser!.fullName).not.toBe('Hacked');
    expect(await app.db.select().from(userPreferences).where(eq(userPreferences.userId, a.id))).toHaveLength(
      1,
    );
    const [settings] = await app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, a.id));
    expect(settings!.emailNotifications).toBe(true);
  });

  it('refuses writing a row in another user’s name (42501)', async () => {
    const attempt = asCaller(app.db, b, (tx) =>
      tx
        .insert(userPreferences)
        .values({ userId: a.id, preferenceType: 'theme', preferenceKey: 'x', preferenceValue: 'dark' }),
    );
    await expect(attempt).rejects.toSatisfy((e: unknown) => pgCode(e) === '42501');
    const log = asCaller(app.db, b, (tx) =>
      tx.insert(securityLogs).values({ userId: a.id, event: 'sign_in' }),
    );
    await expect(log).rejects.toSatisfy((e: unknown) => pgCode(e) === '42501');
  });

  it('refuses a client promoting themselves even on their own row', async () => {
    const attempt = asCaller(app.db, b, (tx) =>
      tx.update(users).set({ role: 'admin' }).where(eq(users.id, b.id)),
    );
    await expect(attempt).rejects.toSatisfy((e: unknown) => pgCode(e) === '42501');
    const [row] = await app.db.select().from(users).where(eq(users.id, b.id));
    expect(row!.role).toBe('user');
  });

  it('lets an admin read everyone', async () => {
    const all = await asCaller(app.db, admin, (tx) => tx.select({ id: users.id }).from(users));
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([a.id, b.id, admin.id]));
    const prefs = await asCaller(app.db, admin, (tx) => tx.select().from(userPreferences));
    expect(prefs.some((p) => p.userId === a.id)).toBe(true);
  });

  it('gives an anonymous transaction under the plain role nothing', async () => {
    const rows = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('role', 'websy_app', true)`);
      return tx.select().from(users);
    });
    expect(rows).toHaveLength(0);
  });
});
