import { describe, expect, it } from 'vitest';
import { addLanguages, featuredRepositories, topLanguages } from './featured';
import { rateLimitWaitSeconds } from '../github-client';

const repo = (name: string, stars: number, extra: { fork?: boolean; private?: boolean } = {}) => ({
  name,
  stargazers_count: stars,
  fork: extra.fork ?? false,
  private: extra.private ?? false,
});

describe('featured repositories', () => {
  it('leaves out forks and private ones and keeps the six with most stars', () => {
    const repos = [
      repo('a', 1),
      repo('fork', 100, { fork: true }),
      repo('secret', 90, { private: true }),
      ...['b', 'c', 'd', 'e', 'f', 'g'].map((name, i) => repo(name, 10 + i)),
    ];
    expect(featuredRepositories(repos).map((r) => r.name)).toEqual(['g', 'f', 'e', 'd', 'c', 'b']);
    expect(featuredRepositories(repos, 4)).toHaveLength(4);
  });
});

describe('top languages', () => {
  it('keeps the five largest with their share of all bytes', () => {
    const totals: Record<string, number> = {};
    addLanguages(totals, { TypeScript: 500, CSS: 100 });
    addLanguages(totals, { TypeScript: 100, Go: 200, Rust: 50, Shell: 25, Ruby: 25 });
    expect(topLanguages(totals)).toEqual([
      { name: 'TypeScript', bytes: 600, percentage: 60 },
      { name: 'Go', bytes: 200, percentage: 20 },
      { name: 'CSS', bytes: 100, percentage: 10 },
      { name: 'Rust', bytes: 50, percentage: 5 },
      { name: 'Shell', bytes: 25, percentage: 2.5 },
    ]);
  });

  it('is empty when nothing was counted', () => {
    expect(topLanguages({})).toEqual([]);
  });
});

describe('the rate limit’s wait', () => {
  it('lasts until the reset and at least the minimum (60 s)', () => {
    expect(rateLimitWaitSeconds(0, 60)).toBe(60);
    expect(rateLimitWaitSeconds(300, 60)).toBe(300);
  });
});
