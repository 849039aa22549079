import { eq, sql } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import { memberPolicy } from '../policy';
import type { MemberPerson } from '../present-member';

export interface Candidate extends MemberPerson {
  role: 'admin' | 'user';
}

/**
 * The account to add, by e-mail or (admins) by id. An admin reads every user; a project's owner
 * asks the database for the one account with that e-mail (project_member_candidate), since a
 * client reads no other client's row.
 */
export async function findCandidate(
  tx: Tx,
  caller: Caller,
  projectId: string,
  input: { email?: string | undefined; user_id?: string | undefined },
): Promise<Candidate> {
  let found: Candidate | undefined;
  if (memberPolicy.readsEveryAccount(caller)) {
    const where = input.user_id !== undefined ? eq(users.id, input.user_id) : eq(users.email, input.email!);
    [found] = await tx
      .select({
        id: users.id,
        role: users.role,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
      })
      .from(users)
      .where(where);
  } else if (input.email !== undefined) {
    const result = await tx.execute<{
      id: string;
      role: 'admin' | 'user';
      full_name: string;
      email: string;
      avatar_url: string | null;
    }>(sql`SELECT * FROM project_member_candidate(${projectId}::uuid, ${input.email})`);
    const row = result.rows[0];
    if (row) {
      found = {
        id: row.id,
        role: row.role,
        fullName: row.full_name,
        email: row.email,
        avatarUrl: row.avatar_url,
      };
    }
  }
  if (!found) throw new AppError('NOT_FOUND', { message: 'projects:members.errors.userNotFound' });
  return found;
}
