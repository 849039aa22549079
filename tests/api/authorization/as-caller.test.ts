import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createDatabase, type Caller, type Tx } from '../../../src/server/db/client';
import { preparedOn, statementName } from '../../../src/server/db/caller-connection';
import { userPreferences } from '../../../src/server/db/schema/user-preferences';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * asCaller's transaction (src/server/db/client.ts): BEGIN and the caller's settings queued ahead
 * of the caller's queries on a pipelined connection, then COMMIT or ROLLBACK. A pool of one
 * connection shows what the next request on the same connection inherits: nothing.
 */
let app: TestApp;
let single: ReturnType<typeof createDatabase>;
let user: Caller;
beforeAll(async () => {
  app = await startTestApp();
  single = createDatabase(app.databaseUrl, 1);
  user = { id: (await signUpUser(app)).id, role: 'user' };
});
afterAll(async () => {
  await single?.pool.end();
  await app?.close();
});

type Settings = {
  current_user: string;
  user_id: string;
  role: string;
  timeout: string;
  in_transaction: boolean;
};
const SETTINGS = `SELECT current_user, coalesce(current_setting('app.user_id', true), '') AS user_id,
  coalesce(current_setting('app.role', true), '') AS role, current_setting('statement_timeout') AS timeout,
  now() < statement_timestamp() AS in_transaction`;

async function connectionSettings(): Promise<Settings> {
  return (await single.pool.query<Settings>(SETTINGS)).rows[0]!;
}

describe('asCaller', () => {
  it("runs in one transaction under the caller's role and settings, and leaves none behind", async () => {
    const before = await connectionSettings();
    const inside = await asCaller(single.db, user, async (tx) => {
      await tx.execute(sql`SELECT pg_sleep(0.01)`);
      return (await tx.execute<Settings>(sql.raw(SETTINGS))).rows[0]!;
    });
    expect(inside).toEqual({
      current_user: 'websy_app',
      user_id: user.id,
      role: 'user',
      timeout: '0',
      in_transaction: true,
    });
    expect(await connectionSettings()).toEqual(before);
    expect(before).toMatchObject({ user_id: '', role: '', in_transaction: false });
    expect(before.current_user).not.toBe('websy_app');
  });

  it('rolls back what a failing operation wrote, and leaves no settings behind', async () => {
    const before = await connectionSettings();
    await expect(
      asCaller(single.db, user, async (tx) => {
        await tx.insert(userPreferences).values({
          userId: user.id,
          preferenceType: 'theme',
          preferenceKey: 'theme',
          preferenceValue: 'dark',
        });
        throw new Error('operation failed');
      }),
    ).rejects.toThrow('operation failed');
    expect(await app.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id))).toEqual(
      [],
    );
    expect(await connectionSettings()).toEqual(before);
  });

  it("runs none of the caller's queries when the settings fail", async () => {
    const seen: unknown[] = [];
    const run = asCaller(
      single.db,
      user,
      async (tx) => {
        seen.push((await tx.execute(sql`SELECT current_user`)).rows[0]);
        return 'ran';
      },
      { timeoutMs: -1 },
    );
    await expect(run).rejects.toMatchObject({ code: '22023' });
    expect(seen).toEqual([]);
    expect(await asCaller(single.db, user, async () => 'next')).toBe('next');
  });

  it('rolls back after a query fails among pipelined ones, and the connection serves the next caller', async () => {
    const pid = async () =>
      (await single.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const before = { pid: await pid(), settings: await connectionSettings() };
    const outcomes = await asCaller(single.db, user, async (tx) => {
      const sent = [sql`SELECT 1`, sql`SELECT 1 / 0`, sql`SELECT 3`].map((q) => tx.execute(q));
      return Promise.allSettled(sent);
    });
    // The operation saw each answer in order: the failure, then the transaction refusing the rest.
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'fulfilled' }),
      expect.objectContaining({
        status: 'rejected',
        reason: expect.objectContaining({ cause: expect.objectContaining({ code: '22012' }) }),
      }),
      expect.objectContaining({
        status: 'rejected',
        reason: expect.objectContaining({ cause: expect.objectContaining({ code: '25P02' }) }),
      }),
    ]);
    // COMMIT of an aborted transaction rolls it back; the same connection is back, idle and bare.
    expect(await pid()).toBe(before.pid);
    expect(await connectionSettings()).toEqual(before.settings);
    expect(await asCaller(single.db, user, async () => 'next')).toBe('next');
  });

  it('refuses a query its operation sends after the transaction ended', async () => {
    let ended = () => {};
    let late: Promise<unknown> | undefined;
    const result = await asCaller(single.db, user, async (tx) => {
      // Left running on purpose: it sends its query only once asCaller has committed.
      late = new Promise<void>((resolve) => (ended = resolve)).then(() => tx.execute(sql.raw(SETTINGS)));
      return 'done';
    });
    expect(result).toBe('done');
    ended();
    await expect(late).rejects.toMatchObject({
      cause: { message: 'query sent after its transaction ended' },
    });
    expect(await asCaller(single.db, user, async () => 'next')).toBe('next');
  });

  it('passes values as escaped literals', async () => {
    const odd = { id: "x'); SELECT set_config('role', 'postgres', true); --\\", role: 'user' } as const;
    const seen = await asCaller(
      single.db,
      odd,
      async (tx) => (await tx.execute<Settings>(sql.raw(SETTINGS))).rows[0]!,
    );
    expect(seen).toMatchObject({ current_user: 'websy_app', user_id: odd.id });
  });

  it('gives up on a statement beyond timeoutMs, then serves the next caller', async () => {
    const before = await connectionSettings();
    await expect(
      asCaller(single.db, user, (tx) => tx.execute(sql`SELECT pg_sleep(2)`), { timeoutMs: 100 }),
    ).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await connectionSettings()).toEqual(before);
    expect(await asCaller(single.db, user, async () => 'next')).toBe('next');
  });

  it('builds a prepared query once per connection, and runs it under each caller in turn', async () => {
    const other: Caller = { id: (await signUpUser(app)).id, role: 'user' };
    await app.db.insert(userPreferences).values(
      [user, other].map((c) => ({
        userId: c.id,
        preferenceType: 'timezone',
        preferenceKey: 'timezone',
        preferenceValue: c.id,
      })),
    );
    let builds = 0;
    const byType = (tx: Tx) => {
      builds++;
      return tx
        .select({ value: userPreferences.preferenceValue })
        .from(userPreferences)
        .where(eq(userPreferences.preferenceType, sql.placeholder('type')))
        .prepare('preferences_by_type');
    };
    const read = (caller: Caller) =>
      asCaller(single.db, caller, (tx) => preparedOn(tx, byType).execute({ type: 'timezone' }));
    for (const caller of [user, other, user, { id: user.id, role: 'admin' } as const]) {
      const values = (await read(caller)).map((r) => r.value).sort();
      expect(values).toEqual(caller.role === 'admin' ? [user.id, other.id].sort() : [caller.id]);
    }
    expect(builds).toBe(1);
  });

  it('prepares a statement once per connection and role, and each caller still sees only their rows', async () => {
    const other: Caller = { id: (await signUpUser(app)).id, role: 'user' };
    const admin: Caller = { id: user.id, role: 'admin' };
    await app.db.insert(userPreferences).values(
      [user, other].map((c) => ({
        userId: c.id,
        preferenceType: 'language',
        preferenceKey: 'language',
        preferenceValue: c.id,
      })),
    );
    const read = (caller: Caller) =>
      asCaller(single.db, caller, (tx) =>
        tx.select().from(userPreferences).where(eq(userPreferences.preferenceType, 'language')),
      );
    // Past PostgreSQL's five custom plans, so that a generic plan serves the later calls.
    for (let i = 0; i < 8; i++) {
      for (const caller of [user, other]) {
        expect((await read(caller)).map((r) => r.preferenceValue)).toEqual([caller.id]);
      }
      expect(await read(admin)).toHaveLength(2);
    }
    const prepared = await asCaller(single.db, admin, async (tx) =>
      (
        await tx.execute<{ name: string }>(
          sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'websy_%' AND NOT from_sql`,
        )
      ).rows.map((r) => r.name),
    );
    const text = single.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.preferenceType, 'language'))
      .toSQL().sql;
    expect(prepared).toEqual(
      expect.arrayContaining([statementName('user', text), statementName('admin', text)]),
    );
  });

  describe('with oneStatement', () => {
    /** Socket flushes to PostgreSQL while `run` goes (a flush is one write system call). */
    async function flushesDuring<T>(run: () => Promise<T>): Promise<{ value: T; flushes: number }> {
      const proto = net.Socket.prototype as unknown as Record<
        '_write' | '_writev',
        (...a: unknown[]) => unknown
      >;
      const original = { write: proto._write, writev: proto._writev };
      let flushes = 0;
      proto._write = function (this: unknown, ...a: unknown[]) {
        flushes++;
        return original.write.apply(this, a);
      };
      proto._writev = function (this: unknown, ...a: unknown[]) {
        flushes++;
        return original.writev.apply(this, a);
      };
      try {
        return { value: await run(), flushes };
      } finally {
        Object.assign(proto, { _write: original.write, _writev: original.writev });
      }
    }

    it("sends the opening, the caller's statement and the COMMIT in one write, under the caller's settings", async () => {
      await asCaller(single.db, user, async () => 'warm');
      const { value, flushes } = await flushesDuring(() =>
        asCaller(single.db, user, async (tx) => (await tx.execute<Settings>(sql.raw(SETTINGS))).rows[0]!, {
          oneStatement: true,
        }),
      );
      expect(value).toMatchObject({
        current_user: 'websy_app',
        user_id: user.id,
        role: 'user',
        in_transaction: true,
      });
      expect(flushes).toBe(1);
      // Without it: the opening and the statement, then the COMMIT once they are answered.
      const plain = await flushesDuring(() => asCaller(single.db, user, (tx) => tx.execute(sql`SELECT 1`)));
      expect(plain.flushes).toBeGreaterThan(1);
    });

    it('commits what its one statement wrote, and refuses a second statement', async () => {
      const before = await connectionSettings();
      const second = await asCaller(
        single.db,
        user,
        async (tx) => {
          await tx.insert(userPreferences).values({
            userId: user.id,
            preferenceType: 'one-statement',
            preferenceKey: 'one-statement',
            preferenceValue: 'kept',
          });
          return tx.execute(sql`SELECT 1`).then(
            () => 'ran',
            (error: Error) => (error.cause as Error).message,
          );
        },
        { oneStatement: true },
      );
      expect(second).toMatch(/query sent after its transaction ended/);
      const rows = await app.db
        .select({ value: userPreferences.preferenceValue })
        .from(userPreferences)
        .where(eq(userPreferences.preferenceType, 'one-statement'));
      expect(rows).toEqual([{ value: 'kept' }]);
      expect(await connectionSettings()).toEqual(before);
    });

    it('rolls back a failing statement with its COMMIT and gives the connection back bare', async () => {
      const pid = async () =>
        (await single.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const before = { pid: await pid(), settings: await connectionSettings() };
      await expect(
        asCaller(
          single.db,
          user,
          async (tx) => {
            await tx.execute(sql`INSERT INTO user_preferences (user_id, preference_type, preference_key, preference_value)
              SELECT ${user.id}, 'rolled-back', 'rolled-back', to_jsonb(1 / 0)`);
          },
          { oneStatement: true },
        ),
      ).rejects.toMatchObject({ cause: { code: '22012' } });
      const written = await app.db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.preferenceType, 'rolled-back'));
      expect(written).toEqual([]);
      expect(await pid()).toBe(before.pid);
      expect(await connectionSettings()).toEqual(before.settings);
      expect(await asCaller(single.db, user, async () => 'next', { oneStatement: true })).toBe('next');
    });

    it('rolls back when the operation fails before sending its statement', async () => {
      const before = await connectionSettings();
      await expect(
        asCaller(
          single.db,
          user,
          async () => {
            throw new Error('refused before any statement');
          },
          { oneStatement: true },
        ),
      ).rejects.toThrow('refused before any statement');
      expect(await connectionSettings()).toEqual(before);
      expect(await asCaller(single.db, user, async () => 'next')).toBe('next');
    });
  });
});
