import { AppError } from '../../../../shared/errors';
import { GITHUB, type ContributionDay, type GithubDashboard } from '../../../../shared/schemas/github';
import {
  contributionStats,
  daysFromCalendar,
  daysFromCommitDates,
  lastYearOfDays,
} from './contribution-days';
import { addLanguages, featuredRepositories, topLanguages } from './featured';
import { githubClient, providerStatus, type GithubApiSettings, type GithubClient } from '../github-client';
import { presentProfile, presentRepository, type ProviderRepo } from '../present-dashboard';

/** The provider refused the token (401): the caller removes it and says 'Token de GitHub expirado'. */
export class TokenRefusedError extends Error {}

const CALENDAR_QUERY = `query {
  viewer { contributionsCollection { contributionCalendar { weeks { contributionDays { date contributionCount } } } } }
}`;

interface CalendarAnswer {
  viewer: {
    contributionsCollection: {
      contributionCalendar: { weeks: { contributionDays: { date: string; contributionCount: number }[] }[] };
    };
  };
}

async function calendarDays(client: GithubClient, today: string): Promise<ContributionDay[]> {
  const answer = await client.graphql<CalendarAnswer>(CALENDAR_QUERY);
  const weeks = answer.viewer.contributionsCollection.contributionCalendar.weeks;
  const days = weeks.flatMap((w) =>
    w.contributionDays.map((d) => ({ date: d.date, count: d.contributionCount })),
  );
  return daysFromCalendar(days, today);
}

/** Up to 100 commits per repository; a repository whose commits cannot be read is skipped. */
async function sampledCommitDays(client: GithubClient, repos: ProviderRepo[], today: string) {
  const perRepo = await Promise.all(
    repos.map((r) =>
      client.rest.repos
        .listCommits({ owner: r.owner.login, repo: r.name, per_page: GITHUB.commitSamplePerRepo })
        .then(({ data }) => data.map((c) => c.commit.author?.date ?? ''))
        .catch(() => [] as string[]),
    ),
  );
  return daysFromCommitDates(perRepo.flat(), today);
}

/** The graph: the provider's calendar, else sampled commits, else 365 days of zero (docs/product.md#error-messages). */
async function contributions(client: GithubClient, repos: ProviderRepo[] | null, today: string) {
  try {
    return { source: 'calendar' as const, days: await calendarDays(client, today) };
  } catch {
    if (repos) return { source: 'commits' as const, days: await sampledCommitDays(client, repos, today) };
    return { source: 'none' as const, days: lastYearOfDays(today) };
  }
}

async function languageTotals(client: GithubClient, repos: ProviderRepo[]) {
  const totals: Record<string, number> = {};
  const answers = await Promise.all(
    repos.map((r) =>
      client.rest.repos
        .listLanguages({ owner: r.owner.login, repo: r.name })
        .then(({ data }) => data)
        .catch(() => ({})),
    ),
  );
  for (const languages of answers) addLanguages(totals, languages);
  return totals;
}

/**
 * Everything the dashboard shows, read from the provider as the token's owner (docs/product.md#screens-and-navigation, #api-conventions):
 * profile, the 30 most recently updated repositories (featured ones and languages from them),
 * and the contribution graph with the statistics computed from it.
 */
export async function readDashboard(
  token: string,
  api: GithubApiSettings,
  now: Date,
): Promise<GithubDashboard> {
  const client = githubClient(token, api);
  const today = now.toISOString().slice(0, 10);
  let user;
  try {
    user = (await client.rest.users.getAuthenticated()).data;
  } catch (error) {
    const status = providerStatus(error);
    if (status === 401) throw new TokenRefusedError();
    throw new AppError('UNAVAILABLE', {
      message: 'github:errors.api',
      params: { status: status ?? 0, message: error instanceof Error ? error.message : String(error) },
      cause: error,
    });
  }
  const repos: ProviderRepo[] | null = await client.rest.repos
    .listForAuthenticatedUser({ sort: 'updated', per_page: GITHUB.reposPerPage, page: 1 })
    .then(({ data }) => data)
    .catch(() => null);
  const [graph, totals] = await Promise.all([
    contributions(client, repos, today),
    languageTotals(client, repos ?? []),
  ]);
  return {
    profile: presentProfile(user),
    stats: contributionStats(graph.days, today),
    languages: topLanguages(totals),
    featured_repositories: featuredRepositories(repos ?? []).map(presentRepository),
    contributions: graph,
    fetched_at: now.toISOString(),
  };
}
