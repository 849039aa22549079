import { z } from '@hono/zod-openapi';
import {
  connectTokenSchema,
  dashboardQuerySchema,
  githubConnectionSchema,
  githubAuthorizationSchema,
  githubDashboardSchema,
  oauthCallbackSchema,
} from '../../../shared/schemas/github';
import { routesTagged, withKey } from '../../lib/openapi-common';

const route = routesTagged('GitHub');

const connectionExample = {
  connected: true,
  login: 'lucia-dev',
  scopes: ['read:user', 'repo'],
  expires_at: '2026-11-25T11:00:00.000Z',
} as const;

const dashboardExample = {
  profile: {
    login: 'lucia-dev',
    id: 583231,
    avatar_url: 'https://avatars.githubusercontent.com/u/583231',
    name: 'Lucía Herrera',
    bio: 'Desarrolladora web',
    html_url: 'https://github.com/lucia-dev',
    followers: 12,
    following: 4,
    public_repos: 9,
  },
  stats: {
    total_commits: 412,
    commits_this_year: 380,
    commits_this_month: 31,
    commits_this_week: 6,
    current_streak: 3,
    longest_streak: 14,
  },
  languages: [{ name: 'TypeScript', bytes: 120400, percentage: 71.2 }],
  featured_repositories: [
    {
      id: 1296269,
      name: 'tienda',
      full_name: 'lucia-dev/tienda',
      owner_login: 'lucia-dev',
      html_url: 'https://github.com/lucia-dev/tienda',
      description: 'Tienda en línea',
      language: 'TypeScript',
      stargazers_count: 8,
      forks_count: 1,
      updated_at: '2026-11-20T10:00:00Z',
    },
  ],
  contributions: { source: 'calendar', days: [{ date: '2026-11-24', count: 3 }] },
  fetched_at: '2026-11-24T10:00:00.000Z',
} as const;

export const connectionRoute = route.get(
  '/github/connection',
  "The caller's GitHub connection (never the token)",
  {
    response: withKey('connection', githubConnectionSchema),
    responseExample: { connection: connectionExample },
  },
);
export const connectRoute = route.post(
  '/github/connection',
  'Connect GitHub with a personal access token (validated against the provider, stored encrypted)',
  {
    body: connectTokenSchema,
    bodyExample: { token: 'github_pat_…' },
    response: withKey('connection', githubConnectionSchema),
    responseExample: { connection: connectionExample },
    status: 201,
  },
);
export const disconnectRoute = route.delete(
  '/github/connection',
  "Disconnect GitHub: deletes the caller's token",
);
export const dashboardRoute = route.get(
  '/github/dashboard',
  "The caller's GitHub dashboard (cached 5 minutes; refresh=1 reads the provider again)",
  {
    query: dashboardQuerySchema,
    response: withKey('dashboard', githubDashboardSchema),
    responseExample: { dashboard: dashboardExample },
  },
);
export const userDashboardRoute = route.get(
  '/github/users/{userId}/dashboard',
  "A user's GitHub dashboard, read-only (admins only)",
  {
    params: z.object({ userId: z.uuid() }),
    response: withKey('dashboard', githubDashboardSchema),
    responseExample: { dashboard: dashboardExample },
  },
);
export const oauthStartRoute = route.post(
  '/github/oauth/start',
  "Start connecting GitHub through its OAuth app: a fresh state and the provider's authorize address",
  {
    response: withKey('authorization', githubAuthorizationSchema),
    responseExample: {
      authorization: {
        url: 'https://github.com/login/oauth/authorize?response_type=code&client_id=Iv1.example&state=…',
      },
    },
    status: 201,
  },
);
export const oauthCallbackRoute = route.post(
  '/github/oauth/callback',
  "Finish connecting GitHub: the provider's code and state, exchanged and validated on the server",
  {
    body: oauthCallbackSchema,
    bodyExample: { code: '8f2c1e0a9b7d', state: 'q1w2e3r4t5y6u7i8o9p0' },
    response: withKey('connection', githubConnectionSchema),
    responseExample: { connection: connectionExample },
    status: 201,
  },
);
