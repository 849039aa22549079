import { describe, expect, it } from 'vitest';
import { webhookRules } from './webhook-policy';

const admin = { id: 'a', role: 'admin' as const };
const client = { id: 'c', role: 'user' as const };

describe('webhook rules', () => {
  it('lets admins manage endpoints and refuses clients', () => {
    expect(webhookRules.manage(admin)).toBeNull();
    expect(webhookRules.manage(client)).toEqual({
      code: 'PERMISSION',
      message: 'projects:errors.onlyAdmins',
    });
  });

  it('sends (tests, redeliveries) only through an enabled endpoint', () => {
    expect(webhookRules.send(admin, { enabled: true })).toBeNull();
    expect(webhookRules.send(admin, { enabled: false })).toEqual({
      code: 'BAD_REQUEST',
      message: 'api:webhooks.endpointDisabled',
    });
    expect(webhookRules.send(client, { enabled: true })?.code).toBe('PERMISSION');
  });
});
