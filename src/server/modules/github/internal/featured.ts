import { GITHUB, type LanguageShare } from '../../../../shared/schemas/github';

export interface RepoLike {
  fork: boolean;
  private: boolean;
  stargazers_count: number;
}

/** docs/product.md#validation featured repositories: no forks, no private ones, most stars first, at most six. */
export function featuredRepositories<R extends RepoLike>(
  repos: readonly R[],
  limit: number = GITHUB.featuredRepos,
): R[] {
  return repos
    .filter((r) => !r.fork && !r.private)
    .sort((a, b) => b.stargazers_count - a.stargazers_count)
    .slice(0, limit);
}

/** The top languages by bytes, each with its share of all the bytes counted (one decimal). */
export function topLanguages(
  totals: Readonly<Record<string, number>>,
  limit: number = GITHUB.topLanguages,
): LanguageShare[] {
  const all = Object.values(totals).reduce((sum, n) => sum + n, 0);
  if (all === 0) return [];
  return Object.entries(totals)
    .filter(([, bytes]) => bytes > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([name, bytes]) => ({ name, bytes, percentage: Math.round((bytes / all) * 1000) / 10 }));
}

/** Adds one repository's language bytes to the running totals. */
export function addLanguages(totals: Record<string, number>, languages: Readonly<Record<string, number>>) {
  for (const [name, bytes] of Object.entries(languages)) totals[name] = (totals[name] ?? 0) + bytes;
}
