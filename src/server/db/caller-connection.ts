import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Caller, Database, Tx } from './client';

/**
 * Distinct statement texts named per role (a cap: a query built with a varying number of
 * parameters, say an IN list, has a text per length; past the cap, statements go unnamed). The
 * whole API sends more than 256 distinct texts as an admin: at 256, the statements of whatever
 * ran last since start went unnamed and were planned at every call (the API suite, one process per
 * worker, reached it, and its statement-naming test failed by the order of files).
 */
const MAX_NAMED_PER_ROLE = 1024;
const names = new Map<string, string>();
const counts = { admin: 0, user: 0 };

/**
 * The name of a caller's statement: one per role and text, so that each pooled connection parses
 * and plans it once and PostgreSQL keeps the plan (row-level security makes planning the larger
 * part of a small query's cost). Per role: a cached plan holds the policies of the role it was
 * made for, and PostgreSQL would make it again at every change of role.
 */
export function statementName(role: Caller['role'], text: string): string | undefined {
  const key = `${role}:${text}`;
  let name = names.get(key);
  if (!name && counts[role] < MAX_NAMED_PER_ROLE) {
    name = `websy_${role}_${counts[role]++}`;
    names.set(key, name);
  }
  return name;
}

/**
 * A pooled connection as asCaller uses it: its Drizzle transaction, open for one caller's role
 * between `open` and `close`. A query sent through `tx` outside that window (one an operation
 * left running after it returned or failed) is refused: it would run after COMMIT or ROLLBACK,
 * without the caller's role and settings, or inside the next caller's transaction.
 */
export interface CallerConnection {
  tx: Tx;
  /**
   * Opens the window for `role`. With `afterFirst`, the window closes with the first query sent
   * through `tx`, and `afterFirst` runs right after it is queued (a one-statement transaction
   * queues its COMMIT there).
   */
  open(role: Caller['role'], afterFirst?: () => void): void;
  close(): void;
}

const dialect = new PgDialect();
/** Made on a connection's first use by asCaller (building a Drizzle transaction is not free). */
const connections = new WeakMap<pg.PoolClient, CallerConnection>();
/** The prepared queries of each connection's transaction object, by the function that builds them. */
const preparedByTx = new WeakMap<Tx, Map<unknown, unknown>>();

/**
 * A Drizzle prepared query (`.prepare(name)`, values as `sql.placeholder`s) built once per pooled
 * connection instead of at every call: building the SQL of a wide select can cost more than
 * PostgreSQL takes to run it. `build` is the key, so it must be a function defined once (module
 * scope). The query runs through `tx` like any other: in the caller's transaction, refused
 * outside it, its statement named per role.
 */
export function preparedOn<Q>(tx: Tx, build: (tx: Tx) => Q): Q {
  let prepared = preparedByTx.get(tx);
  if (!prepared) preparedByTx.set(tx, (prepared = new Map()));
  let query = prepared.get(build) as Q | undefined;
  if (!query) prepared.set(build, (query = build(tx)));
  return query;
}

export function callerConnection(db: Database, client: pg.PoolClient): CallerConnection {
  const existing = connections.get(client);
  if (existing) return existing;
  let role: Caller['role'] | null = null;
  let afterFirstQuery: (() => void) | undefined;
  const naming = {
    query(config: pg.QueryConfig, values?: unknown[]) {
      if (!role) return Promise.reject(new Error('query sent after its transaction ended'));
      // Named by role and text, whatever name Drizzle gave it (see `statementName`).
      const named = values?.length ? { ...config, name: statementName(role, config.text) } : config;
      const sent = client.query(named, values);
      if (afterFirstQuery) {
        const after = afterFirstQuery;
        role = null;
        afterFirstQuery = undefined;
        after();
      }
      return sent;
    },
  } as unknown as pg.PoolClient;
  const schema = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  const connection: CallerConnection = {
    tx: new NodePgTransaction(dialect, new NodePgSession(naming, dialect, schema), schema) as Tx,
    open(callerRole, afterFirst) {
      role = callerRole;
      afterFirstQuery = afterFirst;
    },
    close() {
      role = null;
      afterFirstQuery = undefined;
    },
  };
  connections.set(client, connection);
  return connection;
}
