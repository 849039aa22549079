import type { Caller, Database } from '../../db/client';
import { AppError } from '../../../shared/errors';
import type { ProjectCode } from '../../../shared/schemas/code-evidence';
import type { GithubService } from '../github/github-service';
import { codeCache } from './internal/code-cache';
import { openRepository, repositoryHtmlUrl } from './internal/open-repository';
import { CodeTokenRefusedError, readCommits, readDeployments, readOpenPulls } from './internal/provider';

const EMPTY = {
  repository: null,
  via: null,
  commits: [],
  pull_requests: [],
  deployments: [],
  fetched_at: null,
};

/**
 * A project's code (decision 0026): the latest commits, the open pull requests and the recent
 * deployments of its repository, read with the connection decision 0035 picks and reused for a
 * minute per repository and connection.
 */
export async function getProjectCode(
  db: Database,
  caller: Caller,
  github: GithubService,
  projectId: string,
): Promise<ProjectCode> {
  const opened = await openRepository(db, caller, github, projectId);
  if (opened.state === 'no_repository') return { state: 'no_repository', ...EMPTY };
  const repository = {
    full_name: `${opened.repo.owner}/${opened.repo.repo}`,
    html_url: repositoryHtmlUrl(opened.repo),
  };
  if (opened.state === 'not_connected') return { state: 'not_connected', ...EMPTY, repository };
  const { client, repo, connection } = opened;
  const key = `${repository.full_name.toLowerCase()}:${connection.userId}:${connection.updatedAt.getTime()}`;
  try {
    const read = await codeCache(github).get(key, async () => {
      const [commits, pulls, deployments] = await Promise.all([
        readCommits(client, repo),
        readOpenPulls(client, repo),
        readDeployments(client, repo),
      ]);
      return { commits, pulls, deployments, fetched_at: new Date().toISOString() };
    });
    return {
      state: 'ready',
      repository,
      via: connection.via,
      commits: read.commits,
      pull_requests: read.pulls,
      deployments: read.deployments,
      fetched_at: read.fetched_at,
    };
  } catch (error) {
    if (error instanceof CodeTokenRefusedError) {
      throw new AppError('NOT_FOUND', { message: 'github:errors.tokenExpired' });
    }
    throw error;
  }
}
