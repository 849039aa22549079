import { z } from 'zod';

/**
 * Optimistic concurrency (docs/decisions/0038). Every edited record carries `version`; an update
 * sends the version its editor saw, and the server applies it only when the row still has it.
 * Optional for API clients written before versions existed (their update is last-write-wins);
 * the web app always sends it.
 */
export const recordVersionSchema = z.number().int().min(1);
export const expectedVersionSchema = z.number().int().min(1).max(2_147_483_647).optional();

/** `details` of a 409 VERSION_CONFLICT: the version the row has now and the record as it is. */
export const versionConflictDetailsSchema = z.object({
  current_version: recordVersionSchema,
  current: z.record(z.string(), z.unknown()),
});
export type VersionConflictDetails = z.infer<typeof versionConflictDetailsSchema>;
