/**
 * Better Auth's browser client, fetched when a sign-in form is first used or submitted: the
 * public pages render without it.
 */
export const loadAuthClient = () => import('./auth-client').then((module) => module.authClient);

/** Starts fetching the client ahead of a submit (a failure shows at the submit itself). */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => undefined);
}
