import { eq } from 'drizzle-orm';
import type { Caller } from '../../db/client';
import { sessions } from '../../db/schema/auth';

/**
 * Whose sessions a caller may see and end: their own only. Sessions are the auth library's table;
 * this module's queries run under the caller's role, where row-level security agrees
 * (`0011_rls-sessions`: own rows only, never the token).
 */
export const sessionPolicy = {
  ownedBy: (caller: Caller) => eq(sessions.userId, caller.id),
};
