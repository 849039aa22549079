import { expect } from 'vitest';
import { sessions } from '../../src/server/db/schema/auth';
import { invitations } from '../../src/server/db/schema/invitations';
import { notifications } from '../../src/server/db/schema/notifications';
import { payments } from '../../src/server/db/schema/payments';
import { securityLogs } from '../../src/server/db/schema/security-logs';
import { ticketReplies, tickets } from '../../src/server/db/schema/tickets';
import { users } from '../../src/server/db/schema/users';
import type { TestApp } from './test-app';

/** Every row of the console's tables, read as the server (row-level security does not apply). */
export async function consoleState(app: TestApp) {
  return {
    users: await app.db.select().from(users),
    invitations: await app.db.select().from(invitations),
    payments: await app.db.select().from(payments),
    tickets: await app.db.select().from(tickets),
    ticketReplies: await app.db.select().from(ticketReplies),
    securityLogs: await app.db.select().from(securityLogs),
    sessions: await app.db.select().from(sessions),
    notifications: await app.db.select().from(notifications),
  };
}
export type ConsoleState = Awaited<ReturnType<typeof consoleState>>;

type Row = { id: string };
export interface Allowed<R extends Row> {
  /** Rows that existed before and may have changed or gone (B's own); every other one is unchanged. */
  changes?: (row: R) => boolean;
  /** Rows that may have been added (B's own); any other new row fails. */
  additions?: (row: R) => boolean;
}

/** Every row of `before` is still there, unchanged, unless `changes` allows it; new rows only as `additions` allows. */
export function expectKept<R extends Row>(table: string, before: R[], after: R[], allowed: Allowed<R> = {}) {
  const afterById = new Map(after.map((row) => [row.id, row]));
  const beforeIds = new Set(before.map((row) => row.id));
  for (const row of before) {
    if (!allowed.changes?.(row)) expect(afterById.get(row.id), `${table} ${row.id}`).toEqual(row);
  }
  const added = after.filter((row) => !beforeIds.has(row.id) && !allowed.additions?.(row));
  expect(added, `rows added to ${table}`).toEqual([]);
}
