import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';

export interface CodeConnection {
  userId: string;
  tokenCiphertext: string;
  updatedAt: Date;
  via: 'owner' | 'admin';
}

/**
 * The connection that reads a project's repository (`project_code_connection`, migration 0029):
 * the owner's when connected, else an admin's when an admin vouched for the address; null when
 * none may. The caller must be able to read the project.
 */
export async function findCodeConnection(tx: Tx, projectId: string): Promise<CodeConnection | null> {
  const result = await tx.execute<{
    user_id: string;
    token_ciphertext: string;
    updated_at: string | Date;
    via: 'owner' | 'admin';
  }>(sql`SELECT user_id, token_ciphertext, updated_at, via FROM project_code_connection(${projectId})`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    tokenCiphertext: row.token_ciphertext,
    updatedAt: new Date(row.updated_at),
    via: row.via,
  };
}
