import { asCaller, type Caller, type Database } from '../../../db/client';
import type { ProjectRow } from '../../../db/schema/projects';
import { AppError } from '../../../../shared/errors';
import { parseRepositoryUrl } from '../../../../shared/schemas/code-evidence';
import { githubClient, type GithubClient } from '../../github/github-client';
import type { GithubService } from '../../github/github-service';
import { findProject } from '../../projects/find-project';
import { findCodeConnection, type CodeConnection } from './find-code-connection';
import type { Repo } from './provider';

export type OpenedRepository =
  | { state: 'no_repository'; project: ProjectRow }
  | { state: 'not_connected'; project: ProjectRow; repo: Repo }
  | { state: 'ready'; project: ProjectRow; repo: Repo; connection: CodeConnection; client: GithubClient };

/**
 * A project the caller may read (else 404), its repository and the client that reads it with the
 * connection decision 0035 picks. The token is unsealed here and stays in the client.
 */
export async function openRepository(
  db: Database,
  caller: Caller,
  github: GithubService,
  projectId: string,
): Promise<OpenedRepository> {
  const { project, connection } = await asCaller(db, caller, async (tx) => {
    const row = await findProject(tx, projectId);
    return { project: row, connection: await findCodeConnection(tx, projectId) };
  });
  const repo = parseRepositoryUrl(project.githubRepositoryUrl);
  if (!repo) return { state: 'no_repository', project };
  if (!connection) return { state: 'not_connected', project, repo };
  const token = github.cipher.decrypt(connection.tokenCiphertext);
  if (token === null) throw new AppError('NOT_FOUND', { message: 'github:errors.tokenExpired' });
  return { state: 'ready', project, repo, connection, client: githubClient(token, github.api) };
}

export function repositoryHtmlUrl(repo: Repo): string {
  return `https://github.com/${repo.owner}/${repo.repo}`;
}
