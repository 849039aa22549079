import type { GithubProfile, GithubRepository } from '../../../shared/schemas/github';

/** The fields of the provider's repository this module reads (docs/product.md#records-and-fields repository). */
export interface ProviderRepo {
  id: number;
  name: string;
  full_name: string;
  owner: { login: string };
  html_url: string;
  description: string | null;
  language?: string | null | undefined;
  fork: boolean;
  private: boolean;
  stargazers_count: number;
  forks_count: number;
  updated_at: string | null;
}

interface ProviderUser {
  login: string;
  id: number;
  avatar_url: string;
  name?: string | null;
  bio?: string | null;
  html_url: string;
  followers?: number;
  following?: number;
  public_repos?: number;
}

/** docs/product.md#records-and-fields code-hosting profile, counts 0 when absent. */
export function presentProfile(user: ProviderUser): GithubProfile {
  return {
    login: user.login,
    id: user.id,
    avatar_url: user.avatar_url,
    name: user.name ?? null,
    bio: user.bio ?? null,
    html_url: user.html_url,
    followers: user.followers ?? 0,
    following: user.following ?? 0,
    public_repos: user.public_repos ?? 0,
  };
}

export function presentRepository(repo: ProviderRepo): GithubRepository {
  return {
    id: repo.id,
    name: repo.name,
    full_name: repo.full_name,
    owner_login: repo.owner.login,
    html_url: repo.html_url,
    description: repo.description,
    language: repo.language ?? null,
    stargazers_count: repo.stargazers_count,
    forks_count: repo.forks_count,
    updated_at: repo.updated_at,
  };
}
