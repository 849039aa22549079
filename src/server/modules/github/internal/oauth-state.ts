import { generateRandomString } from 'better-auth/crypto';
import { z } from 'zod';
import type { Auth } from '../../../auth/auth';
import { AppError } from '../../../../shared/errors';
import { GITHUB_OAUTH } from '../../../../shared/schemas/github';

/**
 * The OAuth state of a GitHub connect, kept by the auth library (docs/decisions/0034): a random
 * value from its generator, stored in its verification table with a 10-minute expiry, bound to
 * the user who started, consumed once (its atomic consume refuses an expired row). The PKCE
 * verifier rides with it.
 */
const identifierOf = (state: string) => `github-connect:${state}`;
const pendingSchema = z.object({ userId: z.string(), codeVerifier: z.string() });

export async function createOauthState(auth: Auth, userId: string) {
  const context = await auth.$context;
  const state = generateRandomString(32);
  const codeVerifier = generateRandomString(64);
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(state),
    value: JSON.stringify({ userId, codeVerifier }),
    expiresAt: new Date(Date.now() + GITHUB_OAUTH.stateLifetimeMs),
  });
  return { state, codeVerifier };
}

/** The verifier of a state this user started under 10 minutes ago, else the spec's CSRF error. */
export async function consumeOauthState(auth: Auth, userId: string, state: string) {
  const context = await auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(identifierOf(state));
  const pending = row ? pendingSchema.safeParse(JSON.parse(row.value)) : null;
  if (!pending?.success || pending.data.userId !== userId) {
    throw new AppError('VALIDATION', { message: 'github:errors.invalidState' });
  }
  return pending.data.codeVerifier;
}
