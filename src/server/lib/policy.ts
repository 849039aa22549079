import { AppError } from '../../shared/errors';
import type { Caller } from '../db/client';

/**
 * The one admin check every module's `policy.ts` builds on. Modules call their own policy
 * (`paymentPolicy.assertCanManage(caller)`), never this directly, so a test can lift every
 * module's route policy at once and show that row-level security alone still refuses.
 */
export function isAdmin(caller: Caller): boolean {
  return caller.role === 'admin';
}

export function assertAdmin(caller: Caller, message = 'projects:errors.onlyAdmins'): void {
  if (!isAdmin(caller)) throw new AppError('PERMISSION', { message });
}
