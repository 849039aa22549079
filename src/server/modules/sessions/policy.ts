import { eq } from 'drizzle-orm';
import type { Caller } from '../../db/client';
import { sessions } from '../../db/schema/auth';

/**
 * Whose sessions a caller may see and end: their own only. Sessions are the auth library's table,
 * read and written by the server (the callers' roles have no grant on it, so no row-level
 * security backs this up): every query of this module is scoped through here.
 */
export const sessionPolicy = {
  ownedBy: (caller: Caller) => eq(sessions.userId, caller.id),
};
