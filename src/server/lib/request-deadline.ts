import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import type { AppEnv } from './context';
import { DeadlineExceededError } from './pg-errors';

/**
 * Paths the deadline leaves alone, their length set by something other than the database: the
 * health check (which says 'degraded' itself within the same time) and the calls that wait on a
 * provider, each with its own time limits: GitHub (its dashboard waits out GitHub's rate limit,
 * docs/product.md#limits; a project's code; a pull request linked to a phase), Google Calendar, Gemini (Websy
 * AI) and the providers' sign-in callbacks (their token exchange). Their database waits are
 * still bounded by the pool's.
 */
const UNBOUNDED_PATH =
  /^\/api\/(health$|github(\/|$)|calendar\/google(\/|$)|assistant\/|projects\/[^/]+\/code$|phases\/[^/]+\/evidence$|auth\/(callback|oauth2\/callback)\/)/;

/**
 * Every request through it is answered within `ms` (decision 0051): past it, 503 CONNECTION, the very
 * answer a stopped database gets (the error handler reads the cause through ./pg-errors.ts). Hono's
 * `timeout` races the handler; what the handler was waiting for is given up by the pool itself,
 * whose waits for a connection and for an answer are bounded by the same time (db/client.ts), so
 * a hung database leaves no connection checked out behind the answer.
 *
 * The race ends when the handler returns its response: a body that streams after its headers (a
 * file download, the assistant's answer, the calendar feed) is never cut. `exempt` names more
 * requests whose length something other than the database sets.
 */
export function requestDeadline(
  ms: number,
  { exempt }: { exempt?: (c: Context<AppEnv>) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  const bounded = timeout(
    ms,
    () =>
      new HTTPException(503, { message: 'request deadline passed', cause: new DeadlineExceededError(ms) }),
  );
  return (c, next) => (UNBOUNDED_PATH.test(c.req.path) || exempt?.(c) ? next() : bounded(c, next));
}
