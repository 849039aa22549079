import type { z } from 'zod';
import type { Caller, Database } from '../../db/client';
import type { connectTokenSchema, GithubConnection } from '../../../shared/schemas/github';
import type { GithubService } from './github-service';
import { storeConnection } from './internal/store-connection';
import { validateToken } from './internal/validate-token';

/**
 * Connects the caller with a personal access token: validated against the provider first, then
 * stored encrypted with its scopes and expiry, replacing any earlier connection.
 */
export async function connectToken(
  db: Database,
  caller: Caller,
  github: GithubService,
  input: z.output<typeof connectTokenSchema>,
): Promise<GithubConnection> {
  const valid = await validateToken(input.token, github.api);
  return storeConnection(db, caller, github, input.token, valid);
}
