import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiTokens } from '../db/schema/api-tokens';
import { securityLogs } from '../db/schema/security-logs';
import { users } from '../db/schema/users';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS } from '../../shared/schemas/api-tokens';
import { day } from './seed-dates';

/**
 * A staff member's "Zapier" token (decision 0055), made two weeks ago and used this morning, so
 * Settings › "Acceso a la API" and the security log show what a token in use looks like. Its
 * secret is random and thrown away: only its hash is stored, and it is never printed.
 */
export async function seedDemoApiTokens(db: Database, staffEmail: string, now: number) {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffEmail));
  if (!staff) return;
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const createdAt = new Date(now - 14 * day);
  const [token] = await db
    .insert(apiTokens)
    .values({
      userId: staff.id,
      name: 'Zapier',
      scopes: ['projects:read', 'tasks:write', 'tickets:read'],
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 90 * day),
      lastUsedAt: new Date(now - 3 * 3600_000),
      lastUsedIp: '203.0.113.24',
    })
    .returning({ id: apiTokens.id, prefix: apiTokens.prefix });
  await db.insert(securityLogs).values({
    userId: staff.id,
    event: 'api_token_created',
    details: {
      token: token!.id,
      name: 'Zapier',
      scopes: 'projects:read tasks:write tickets:read',
      prefix: token!.prefix,
    },
    timestamp: createdAt,
  });
}
