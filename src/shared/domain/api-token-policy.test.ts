import { describe, expect, it } from 'vitest';
import { apiTokenRules, expiryOf, scopesFor } from './api-token-policy';

const client = { id: 'c1', role: 'user' } as const;
const admin = { id: 'a1', role: 'admin' } as const;
const now = new Date('2026-11-29T10:00:00.000Z');

describe('API token rules', () => {
  it('never gives clients the agency’s scopes', () => {
    expect(scopesFor('user')).not.toContain('webhooks:manage');
    expect(scopesFor('user')).not.toContain('care:write');
    expect(scopesFor('user')).toContain('projects:read');
    expect(scopesFor('admin')).toHaveLength(12);
    expect(apiTokenRules.create(client, ['projects:read', 'webhooks:manage'])?.code).toBe('PERMISSION');
    expect(apiTokenRules.create(admin, ['webhooks:manage'])).toBeNull();
  });

  it('lets the owner or an admin revoke; others find nothing', () => {
    expect(apiTokenRules.revoke(client, { user_id: 'c1' })).toBeNull();
    expect(apiTokenRules.revoke(client, { user_id: 'c2' })?.code).toBe('NOT_FOUND');
    expect(apiTokenRules.revoke(admin, { user_id: 'c2' })).toBeNull();
    expect(apiTokenRules.listOthers(client)?.code).toBe('PERMISSION');
  });

  it('expires after the days chosen, or on a date within a year', () => {
    expect(expiryOf({ expires_in_days: 30 }, now)?.toISOString()).toBe('2026-12-29T10:00:00.000Z');
    expect(expiryOf({ expires_at: '2027-06-01T00:00:00.000Z' }, now)?.toISOString()).toBe(
      '2027-06-01T00:00:00.000Z',
    );
    expect(expiryOf({ expires_at: '2027-12-31T00:00:00.000Z' }, now)).toBeNull();
    expect(expiryOf({ expires_at: '2026-11-29T09:59:59.000Z' }, now)).toBeNull();
    expect(expiryOf({}, now)).toBeNull();
  });
});
