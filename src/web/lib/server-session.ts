import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { SNAPSHOT_PATTERN } from '@/shared/snapshot';
import { LIVE_DATA_ID, QUERIES_DATA_ID, SESSION_DATA_ID } from '@/shared/web-build';

/** The JSON of the page's element `id`, which is removed; undefined when absent or not JSON. */
function takeJson(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The profile the server put in a signed-in screen's page along with that screen
 * (docs/decisions/0046), taken once: the app starts with it as its session instead of asking the
 * server who is signed in, so its first render is the screen already on display. The element is
 * removed; anything that is not a profile (a hand-edited page) is ignored and the app asks as usual.
 * Checked for shape as GET /api/me's answer is (the same server, the same object): zod stays out
 * of the first screen's scripts.
 */
export function takeServerSession(doc: Document = document): Profile | null {
  const value = takeJson(doc, SESSION_DATA_ID);
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, full_name, role } = value as Record<string, unknown>;
  const shaped =
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof full_name === 'string' &&
    (role === 'admin' || role === 'user');
  return shaped ? (value as Profile) : null;
}

/** Each query the page brought, by hash, with the time of its data as it came. */
let served = new Map<string, number>();
/** The database snapshot the server took before reading the page's data (decision 0050). */
export interface ServedRead {
  snapshot: string;
}
/** The page's read, if the page said. */
let servedRead: ServedRead | null = null;

/** One answered query of a dehydrated state, as `dehydrate` writes it. */
function isServedQuery(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { queryKey, queryHash, state } = value as Record<string, unknown>;
  if (!Array.isArray(queryKey) || typeof queryHash !== 'string' || typeof state !== 'object' || !state)
    return false;
  const { status, dataUpdatedAt } = state as Record<string, unknown>;
  return status === 'success' && typeof dataUpdatedAt === 'number';
}

/**
 * Puts in `client` the data the server sent with a signed-in screen (decision 0046), taken once:
 * the app's first render then draws the screen already on display, without asking for it. The
 * element is removed; anything that is not answered queries (a hand-edited page) is ignored, and
 * those parts load as usual. Returns how many queries came.
 */
export function takeServerQueries(client: QueryClient, doc: Document = document): number {
  const value = takeJson(doc, QUERIES_DATA_ID);
  if (typeof value !== 'object' || value === null) return 0;
  const { queries } = value as Record<string, unknown>;
  if (!Array.isArray(queries) || !queries.every(isServedQuery)) return 0;
  const state = { mutations: [], queries } as unknown as DehydratedState;
  hydrate(client, state);
  for (const query of state.queries) served.set(query.queryHash, query.state.dataUpdatedAt);
  const live = takeJson(doc, LIVE_DATA_ID);
  const { snapshot } = typeof live === 'object' && live !== null ? (live as Record<string, unknown>) : {};
  servedRead = typeof snapshot === 'string' && SNAPSHOT_PATTERN.test(snapshot) ? { snapshot } : null;
  return state.queries.length;
}

/**
 * Once the realtime subscription is confirmed for the first time: the queries the page brought
 * whose data has not changed since, which may have missed a change between the server's render
 * and the subscription. Asked once; later calls get none.
 */
export function takeServedQueries(): ReadonlyMap<string, number> {
  const taken = served;
  served = new Map();
  return taken;
}

/**
 * Once the realtime subscription is confirmed for the first time: the snapshot the server took
 * before reading the data the page brought (`LIVE_DATA_ID`, decisions 0046 and 0050), for the
 * relay to replay the changes it did not see; null when the page did not say. Asked once; later calls get null.
 */
export function takeServedRead(): ServedRead | null {
  const taken = servedRead;
  servedRead = null;
  return taken;
}
