import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/**
 * Who may do what with the assistant's memory (decision 0028). Memories and the profile are their
 * user's own (row-level security). Knowledge entries: general ones an admin writes are read by
 * everyone signed in, a client's general ones are personal (theirs alone), a project's are read by
 * those who read the project; an admin edits every entry, a client only their own.
 */
export const assistantMemoryPolicy = {
  /** An admin's general entries are everyone's; a client's are personal. */
  writesSharedEntries(caller: Caller): boolean {
    return isAdmin(caller);
  },
  canEditEntry(caller: Caller, entry: { userId: string | null }): boolean {
    return isAdmin(caller) || entry.userId === caller.id;
  },
  assertCanEditEntry(caller: Caller, entry: { userId: string | null }) {
    if (!assistantMemoryPolicy.canEditEntry(caller, entry)) {
      throw new AppError('PERMISSION', { message: 'assistant:memory.errors.notYourEntry' });
    }
  },
};
