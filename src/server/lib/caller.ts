import type { Context } from 'hono';
import { AppError } from '../../shared/errors';
import type { Caller } from '../db/client';
import type { AppEnv } from './context';

/** The signed-in caller, or 401. */
export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('UNAUTHENTICATED');
  return caller;
}
