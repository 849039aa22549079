import { z } from 'zod';

/** Code evidence on projects (decision 0026, decision 0035): what is read and how long it is reused. */
export const CODE_EVIDENCE = {
  /** A repository's reading is reused this long per repository and connection (seconds). */
  cacheSeconds: 60,
  commits: 10,
  deployments: 5,
} as const;

export const pullStates = ['open', 'closed', 'merged'] as const;
export type PullState = (typeof pullStates)[number];

export const codeCommitSchema = z.object({
  sha: z.string(),
  message: z.string(),
  author_name: z.string().nullable(),
  author_login: z.string().nullable(),
  date: z.string().nullable(),
  html_url: z.string(),
});
export type CodeCommit = z.infer<typeof codeCommitSchema>;

export const codePullSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  state: z.enum(pullStates),
  draft: z.boolean(),
  author_login: z.string().nullable(),
  html_url: z.string(),
  updated_at: z.string().nullable(),
});
export type CodePull = z.infer<typeof codePullSchema>;

export const codeDeploymentSchema = z.object({
  id: z.number().int(),
  environment: z.string(),
  ref: z.string(),
  created_at: z.string(),
  /** The latest status's state ('success', 'failure', 'in_progress'…); null before any status. */
  state: z.string().nullable(),
  environment_url: z.string().nullable(),
  log_url: z.string().nullable(),
});
export type CodeDeployment = z.infer<typeof codeDeploymentSchema>;

/**
 * A project's code: `no_repository` (no address set), `not_connected` (no connection may read
 * it), or `ready` with the latest commits, the open pull requests and the recent deployments
 * (the first is the latest). `via` says whose connection read it, never the token.
 */
export const projectCodeSchema = z.object({
  state: z.enum(['no_repository', 'not_connected', 'ready']),
  repository: z.object({ full_name: z.string(), html_url: z.string() }).nullable(),
  via: z.enum(['owner', 'admin']).nullable(),
  commits: z.array(codeCommitSchema),
  pull_requests: z.array(codePullSchema),
  deployments: z.array(codeDeploymentSchema),
  fetched_at: z.string().nullable(),
});
export type ProjectCode = z.infer<typeof projectCodeSchema>;

export const evidenceKinds = ['pull_request', 'deployment'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

export const evidenceLinkSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  phase_id: z.uuid(),
  kind: z.enum(evidenceKinds),
  /** The pull request's number or the deployment's id. */
  ref: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** A pull request's open/closed/merged, a deployment's latest status, as read when linked. */
  state: z.string(),
  environment: z.string().nullable(),
  environment_url: z.string().nullable(),
  linked_at: z.string(),
});
export type EvidenceLink = z.infer<typeof evidenceLinkSchema>;

/** An admin links a phase to a pull request (its number) or a deployment (its id). */
export const linkEvidenceSchema = z.object({
  kind: z.enum(evidenceKinds),
  ref: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type LinkEvidenceInput = z.input<typeof linkEvidenceSchema>;

/** `owner/name` of a GitHub repository address as projects store it (docs/product.md#validation), else null. */
export function parseRepositoryUrl(url: string | null | undefined): { owner: string; repo: string } | null {
  const match =
    /^https:\/\/(?:www\.)?github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/.exec(
      url?.trim() ?? '',
    );
  if (!match) return null;
  return { owner: match[1]!, repo: match[2]! };
}
