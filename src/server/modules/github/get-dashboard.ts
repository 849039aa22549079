import type { Caller, Database } from '../../db/client';
import type { GithubDashboard } from '../../../shared/schemas/github';
import type { GithubService } from './github-service';
import { loadDashboard } from './load-dashboard';

/** The caller's own dashboard ('Actualizar' passes `refresh`). */
export function getDashboard(
  db: Database,
  caller: Caller,
  github: GithubService,
  refresh: boolean,
): Promise<GithubDashboard> {
  return loadDashboard(db, caller, github, caller.id, refresh);
}
