import { z } from 'zod';

/** docs/product.md#limits provider data and #validation/#roles-and-what-each-sees rules of the GitHub dashboard (decision 0026). */
export const GITHUB = {
  /** Scopes the OAuth flow asks for (docs/product.md#roles-and-what-each-sees). */
  scopes: ['user:email', 'read:user', 'repo', 'read:org'],
  /** A token's lifetime when the provider gives none (seconds). */
  defaultTokenLifetimeSeconds: 3600,
  /** How long a user's dashboard is reused unless refreshed (seconds). */
  dashboardCacheSeconds: 300,
  /** Repositories read per page; commits sampled per repository. */
  reposPerPage: 30,
  commitSamplePerRepo: 100,
  featuredRepos: 6,
  featuredReposMobile: 4,
  topLanguages: 5,
  contributionDays: 365,
  /** A 403 with no rate limit left waits until the reset, at least this long, at most this often. */
  rateLimitMinWaitSeconds: 60,
  rateLimitRetries: 3,
} as const;

/** A personal access token pasted by the user (works with no OAuth app configured). */
export const connectTokenSchema = z.object({
  token: z.string().trim().min(1, 'github:errors.tokenRequired').max(255, 'github:errors.tokenTooLong'),
});
export type ConnectTokenInput = z.input<typeof connectTokenSchema>;

/** What the browser knows of a connection: never the token. */
export const githubConnectionSchema = z.object({
  connected: z.boolean(),
  login: z.string().nullable(),
  scopes: z.array(z.string()),
  expires_at: z.string().nullable(),
});
export type GithubConnection = z.infer<typeof githubConnectionSchema>;

export const githubProfileSchema = z.object({
  login: z.string(),
  id: z.number().int(),
  avatar_url: z.string(),
  name: z.string().nullable(),
  bio: z.string().nullable(),
  html_url: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  public_repos: z.number().int(),
});
export type GithubProfile = z.infer<typeof githubProfileSchema>;

export const githubRepositorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  owner_login: z.string(),
  html_url: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stargazers_count: z.number().int(),
  forks_count: z.number().int(),
  updated_at: z.string().nullable(),
});
export type GithubRepository = z.infer<typeof githubRepositorySchema>;

export const contributionStatsSchema = z.object({
  total_commits: z.number().int(),
  commits_this_year: z.number().int(),
  commits_this_month: z.number().int(),
  commits_this_week: z.number().int(),
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
});
export type ContributionStats = z.infer<typeof contributionStatsSchema>;

export const languageShareSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  /** Share of all the bytes counted, 0–100 with one decimal. */
  percentage: z.number(),
});
export type LanguageShare = z.infer<typeof languageShareSchema>;

export const contributionDaySchema = z.object({ date: z.string(), count: z.number().int() });
export type ContributionDay = z.infer<typeof contributionDaySchema>;

export const githubDashboardSchema = z.object({
  profile: githubProfileSchema,
  stats: contributionStatsSchema,
  languages: z.array(languageShareSchema),
  featured_repositories: z.array(githubRepositorySchema),
  contributions: z.object({
    /** The provider's contribution calendar, sampled commits, or nothing could be read (zeros). */
    source: z.enum(['calendar', 'commits', 'none']),
    days: z.array(contributionDaySchema),
  }),
  fetched_at: z.string(),
});
export type GithubDashboard = z.infer<typeof githubDashboardSchema>;

export const dashboardQuerySchema = z.object({
  refresh: z.enum(['1', 'true']).optional(),
});

/** docs/product.md#limits: how long an OAuth connect may take between leaving for GitHub and coming back. */
export const GITHUB_OAUTH = {
  stateLifetimeMs: 600_000,
  /** Attempts at the code exchange (docs/product.md#api-conventions: retried with 1 s, then 2 s between attempts). */
  exchangeAttempts: 3,
  exchangeFirstDelaySeconds: 1,
} as const;

/** Where the browser goes to authorize the portal on GitHub (the state is kept on the server). */
export const githubAuthorizationSchema = z.object({ url: z.url() });
export type GithubAuthorization = z.infer<typeof githubAuthorizationSchema>;

/** What GitHub hands back to /auth/github/callback, relayed to the server as is. */
export const oauthCallbackSchema = z.object({
  code: z.string().trim().min(1, 'github:errors.oauthCodeMissing').max(512),
  state: z.string().trim().min(1, 'github:errors.invalidState').max(512),
});
export type OauthCallbackInput = z.input<typeof oauthCallbackSchema>;
