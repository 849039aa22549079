import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what in the help centre (decision 0027). Every signed-in user records their own views,
 * votes and bookmarks (row-level security keeps each to their own rows); the stats over every
 * user are the agency's: admins only.
 */
export const helpPolicy = {
  assertCanUse(_caller: Caller): void {
    // Being signed in is the whole rule: the rows written and read are the caller's own.
  },

  assertCanReadStats(caller: Caller): void {
    assertAdmin(caller, 'help:errors.onlyAdmins');
  },
};
