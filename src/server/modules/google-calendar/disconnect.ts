import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { removeLink } from './google-connection';
import { googleCalendarPolicy } from './policy';

/** Forgets the caller's Google Calendar link and its tokens ('Sesión cerrada'); 404 without one. */
export async function disconnect(deps: Pick<Deps, 'db'>, caller: Caller): Promise<void> {
  googleCalendarPolicy.assertCanUse(caller);
  if (!(await removeLink(deps, caller.id))) {
    throw new AppError('NOT_FOUND', { message: 'calendar:errors.googleNotConnected' });
  }
}
