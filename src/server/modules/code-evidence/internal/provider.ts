import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import {
  CODE_EVIDENCE,
  type CodeCommit,
  type CodeDeployment,
  type CodePull,
  type PullState,
} from '../../../../shared/schemas/code-evidence';
import { providerStatus, type GithubClient } from '../../github/github-client';

/** The fields of the provider's answers this module reads, checked before use. */
const commitJson = z.object({
  sha: z.string(),
  html_url: z.string(),
  commit: z.object({
    message: z.string(),
    author: z.object({ name: z.string().optional(), date: z.string().optional() }).nullable(),
  }),
  author: z.object({ login: z.string() }).nullable(),
});
const pullJson = z.object({
  number: z.number().int(),
  title: z.string(),
  state: z.enum(['open', 'closed']),
  draft: z.boolean().optional(),
  merged_at: z.string().nullable().optional(),
  html_url: z.string(),
  updated_at: z.string().nullable().optional(),
  user: z.object({ login: z.string() }).nullable(),
});
const deploymentJson = z.object({
  id: z.number().int(),
  ref: z.string(),
  environment: z.string(),
  created_at: z.string(),
});
const statusJson = z.object({
  state: z.string(),
  environment_url: z.string().optional(),
  log_url: z.string().optional(),
  target_url: z.string().optional(),
});

/** Only http(s) addresses reach the browser (an address is shown as a link). */
function webUrl(url: string | undefined | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function pullState(pull: { state: 'open' | 'closed'; merged_at?: string | null }): PullState {
  if (pull.merged_at) return 'merged';
  return pull.state;
}

/** The provider refused the token (401). */
export class CodeTokenRefusedError extends Error {}

/**
 * A provider failure as the portal answers it: 401 the token was refused, 404 `notFound` (the
 * repository, pull request or deployment does not exist or the token cannot see it), else 503.
 */
export function providerError(error: unknown, notFound: string): Error {
  if (error instanceof AppError || error instanceof CodeTokenRefusedError) return error;
  const status = providerStatus(error);
  if (status === 401) return new CodeTokenRefusedError();
  if (status === 404) return new AppError('NOT_FOUND', { message: notFound });
  return new AppError('UNAVAILABLE', {
    message: 'github:errors.api',
    params: { status: status ?? 0, message: error instanceof Error ? error.message : String(error) },
    cause: error,
  });
}

export interface Repo {
  owner: string;
  repo: string;
}

export async function readCommits(client: GithubClient, r: Repo): Promise<CodeCommit[]> {
  try {
    const { data } = await client.rest.repos.listCommits({ ...r, per_page: CODE_EVIDENCE.commits });
    return z
      .array(commitJson)
      .parse(data)
      .map((c) => ({
        sha: c.sha,
        message: c.commit.message.split('\n')[0]!.slice(0, 300),
        author_name: c.commit.author?.name ?? null,
        author_login: c.author?.login ?? null,
        date: c.commit.author?.date ?? null,
        html_url: webUrl(c.html_url) ?? '',
      }));
  } catch (error) {
    // An empty repository answers 409: no commits yet.
    if (providerStatus(error) === 409) return [];
    throw providerError(error, 'projects:code.errors.repositoryNotFound');
  }
}

function presentPull(p: z.infer<typeof pullJson>): CodePull {
  return {
    number: p.number,
    title: p.title,
    state: pullState(p),
    draft: p.draft ?? false,
    author_login: p.user?.login ?? null,
    html_url: webUrl(p.html_url) ?? '',
    updated_at: p.updated_at ?? null,
  };
}

export async function readOpenPulls(client: GithubClient, r: Repo): Promise<CodePull[]> {
  try {
    const { data } = await client.rest.pulls.list({ ...r, state: 'open', per_page: 30 });
    return z.array(pullJson).parse(data).map(presentPull);
  } catch (error) {
    throw providerError(error, 'projects:code.errors.repositoryNotFound');
  }
}

export async function readPull(client: GithubClient, r: Repo, number: number): Promise<CodePull> {
  try {
    const { data } = await client.rest.pulls.get({ ...r, pull_number: number });
    return presentPull(pullJson.parse(data));
  } catch (error) {
    throw providerError(error, 'projects:code.errors.pullNotFound');
  }
}

/** A deployment with its latest status (the environment's URL comes from the status). */
async function withStatus(
  client: GithubClient,
  r: Repo,
  d: z.infer<typeof deploymentJson>,
): Promise<CodeDeployment> {
  const { data } = await client.rest.repos.listDeploymentStatuses({ ...r, deployment_id: d.id, per_page: 1 });
  const status = z.array(statusJson).parse(data)[0];
  return {
    id: d.id,
    environment: d.environment,
    ref: d.ref,
    created_at: d.created_at,
    state: status?.state ?? null,
    environment_url: webUrl(status?.environment_url),
    log_url: webUrl(status?.log_url) ?? webUrl(status?.target_url),
  };
}

export async function readDeployments(client: GithubClient, r: Repo): Promise<CodeDeployment[]> {
  try {
    const { data } = await client.rest.repos.listDeployments({ ...r, per_page: CODE_EVIDENCE.deployments });
    const deployments = z.array(deploymentJson).parse(data);
    return await Promise.all(deployments.map((d) => withStatus(client, r, d)));
  } catch (error) {
    throw providerError(error, 'projects:code.errors.repositoryNotFound');
  }
}

export async function readDeployment(client: GithubClient, r: Repo, id: number): Promise<CodeDeployment> {
  try {
    const { data } = await client.rest.repos.getDeployment({ ...r, deployment_id: id });
    return await withStatus(client, r, deploymentJson.parse(data));
  } catch (error) {
    throw providerError(error, 'projects:code.errors.deploymentNotFound');
  }
}
