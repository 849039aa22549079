import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SignoffVerification } from '../../../shared/schemas/signoffs';

/**
 * The public check of a receipt's digest (decision 0053): 'valid' when an accepted sign-off
 * carries it, else 'unknown'. Nothing else about it is ever answered.
 */
export async function verifySignoff(db: Database, digest: string): Promise<SignoffVerification> {
  const { rows } = await db.execute<{ valid: boolean }>(
    sql`SELECT signoff_digest_is_valid(${digest}) AS valid`,
  );
  return { status: rows[0]?.valid ? 'valid' : 'unknown' };
}
