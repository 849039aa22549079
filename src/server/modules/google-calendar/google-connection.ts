import { and, eq, isNotNull } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Caller } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { calendarEvents } from '../../db/schema/calendar';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { GOOGLE_CALENDAR } from '../../../shared/schemas/google-calendar';
import { googleCalendarApi } from './google-api';

type ConnectionDeps = Pick<Deps, 'auth' | 'config' | 'db' | 'logger'>;

/** GOOGLE_CLIENT_ID/SECRET are set: the connection can be made. */
export const googleCalendarConfigured = (deps: Pick<Deps, 'config'>) => Boolean(deps.config.oauth.google);

/**
 * The caller's calendar link: the auth library's account row for the calendar provider, which
 * holds the tokens (encrypted by the library). Only its id is read here, never the tokens.
 */
export async function findLink(deps: Pick<Deps, 'db'>, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, GOOGLE_CALENDAR.providerId)));
  return row?.id ?? null;
}

/**
 * Forgets the caller's link (disconnect, or a grant Google no longer honours). Their portal events'
 * Google copies can no longer be reached: the events forget them (decision 0040), so editing one
 * later does not warn about a Google it has no access to.
 */
export async function removeLink(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, GOOGLE_CALENDAR.providerId)))
      .returning({ id: accounts.id });
    if (removed.length > 0) {
      await tx
        .update(calendarEvents)
        .set({ googleEventId: null })
        .where(and(eq(calendarEvents.organizerId, userId), isNotNull(calendarEvents.googleEventId)));
    }
    return removed.length > 0;
  });
}

/** Google Calendar is set up here and the user has connected it. */
export async function googleConnected(deps: Pick<Deps, 'config' | 'db'>, caller: Pick<Caller, 'id'>) {
  return googleCalendarConfigured(deps) && (await findLink(deps, caller.id)) !== null;
}

const notConnected = () => new AppError('NOT_FOUND', { message: 'calendar:errors.googleNotConnected' });

/**
 * The Calendar API as the caller, or 'No estás autenticado con Google Calendar' when they have not
 * connected. The access token comes from the auth library, which refreshes it with the stored
 * refresh token when it is about to expire and saves the new one; a refresh Google refuses (the
 * grant was revoked) forgets the link and answers 'Error de autenticación'. A 401 from the
 * Calendar API does the same.
 */
export async function googleCalendarFor(deps: ConnectionDeps, caller: Pick<Caller, 'id'>) {
  if (!googleCalendarConfigured(deps)) throw notConnected();
  const accountId = await findLink(deps, caller.id);
  if (!accountId) throw notConnected();
  let accessToken: string;
  try {
    ({ accessToken } = await deps.auth.api.getAccessToken({ body: { accountId, userId: caller.id } }));
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    deps.logger.warn({ err: error, userId: caller.id }, 'google calendar: token refresh refused');
    await removeLink(deps, caller.id);
    throw new AppError('NOT_FOUND', { message: 'calendar:errors.auth', cause: error });
  }
  const api = googleCalendarApi(deps.config.integrations.google.apiUrl, accessToken);
  const forgetOnRevoked =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
          await removeLink(deps, caller.id);
          throw new AppError('NOT_FOUND', { message: 'calendar:errors.auth', cause: error });
        }
        throw error;
      }
    };
  return {
    list: forgetOnRevoked(api.list),
    create: forgetOnRevoked(api.create),
    update: forgetOnRevoked(api.update),
    remove: forgetOnRevoked(api.remove),
  };
}
