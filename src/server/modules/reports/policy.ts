import type { Caller } from '../../db/client';

/**
 * Who may ask for a report (SPEC §6, decision 0024): every signed-in user. No route rule narrows
 * what it counts; row-level security does (a client's report covers only the projects they may
 * see, a collaborator's the projects they are a member of, the agency's every project).
 */
export const reportPolicy = {
  assertCanRead(_caller: Caller): void {
    // Being signed in is the whole rule: the caller's row-level security scopes the figures.
  },
};
