import { AppError, type ErrorCode } from '../errors';

/**
 * Who asks, as every permission rule sees them: the server's caller or the web's viewer. The
 * rules of `<area>-policy.ts` are pure functions over the actor and the record; the server's
 * module policies enforce them, the presenters tell the web their answers (`can`).
 */
export interface Actor {
  id: string;
  role: 'admin' | 'user';
}

/** Why a rule says no: the error the server answers with (its code, and its message's i18n key). */
export interface Refusal {
  code: ErrorCode;
  message?: string;
}

/** A rule's answer: null when the actor may, else the refusal. */
export type Verdict = Refusal | null;

export const isAdminActor = (actor: Actor): boolean => actor.role === 'admin';

export const refuse = (code: ErrorCode, message?: string): Refusal =>
  message === undefined ? { code } : { code, message };

export const allowed = (verdict: Verdict): boolean => verdict === null;

/** Throws a refusal as the `AppError` the server maps to its status and message. */
export function enforce(verdict: Verdict): void {
  if (verdict) {
    throw new AppError(verdict.code, verdict.message === undefined ? {} : { message: verdict.message });
  }
}
