import type { Caller, Database } from '../../db/client';
import type { GithubDashboard } from '../../../shared/schemas/github';
import type { GithubService } from './github-service';
import { loadDashboard } from './load-dashboard';
import { githubPolicy } from './policy';

/** An admin's read-only view of a user's dashboard (`/profile/{userId}/github`). */
export function getUserDashboard(
  db: Database,
  caller: Caller,
  github: GithubService,
  userId: string,
): Promise<GithubDashboard> {
  githubPolicy.assertCanViewOthers(caller);
  return loadDashboard(db, caller, github, userId, false);
}
