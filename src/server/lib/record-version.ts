import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { VersionConflictDetails } from '../../shared/schemas/record-version';

/**
 * The WHERE of an optimistic-concurrency update (docs/decisions/0038): the row by id and, when the
 * editor sent the version it saw, only while the row still has it. The compare and the write are
 * one `UPDATE … WHERE id = $1 AND version = $2 RETURNING …`; no row back means the row moved on.
 */
export function sameVersion(
  idColumn: AnyColumn,
  id: string,
  versionColumn: AnyColumn,
  expected: number | undefined,
): SQL {
  return and(eq(idColumn, id), expected === undefined ? undefined : eq(versionColumn, expected))!;
}

/** 409 VERSION_CONFLICT carrying the record as it is now, so the editor can compare. */
export function versionConflict(current: { version: number }): AppError {
  const details: VersionConflictDetails = {
    current_version: current.version,
    current: current as unknown as Record<string, unknown>,
  };
  return new AppError('VERSION_CONFLICT', { details });
}
