import { describe, expect, it } from 'vitest';
import {
  countConfigured,
  isKnownFallback,
  isKnownIntegration,
  orderedFlags,
  sortIntegrations,
} from './integrations';

const item = (id: string, configured: boolean) => ({ id, configured, variables: [], fallback: null });

describe('integrations', () => {
  it('counts the configured ones', () => {
    expect(countConfigured([item('mail', true), item('ai', false), item('github', true)])).toEqual({
      configured: 2,
      total: 3,
    });
    expect(countConfigured([])).toEqual({ configured: 0, total: 0 });
  });

  it('lists configured integrations first, otherwise in the server order', () => {
    const sorted = sortIntegrations([
      item('mail', false),
      item('ai', true),
      item('calendar', false),
      item('github', true),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['ai', 'github', 'mail', 'calendar']);
  });

  it('knows the integrations and fallbacks the server reports', () => {
    for (const id of ['mail', 'ai', 'calendar', 'github', 'google-sign-in', 'linkedin', 'storage'])
      expect(isKnownIntegration(id)).toBe(true);
    for (const id of [
      'outbox',
      'offline-assistant',
      'built-in-calendar',
      'personal-access-token',
      'local-disk',
    ])
      expect(isKnownFallback(id)).toBe(true);
    expect(isKnownIntegration('slack')).toBe(false);
  });
});

describe('feature flags', () => {
  it('follows the order of docs/product.md#limits and puts unknown flags last', () => {
    const flags = orderedFlags({
      notifications: true,
      zeta: false,
      codeEditor: true,
      realtimeCollaboration: true,
      automation: false,
    });
    expect(flags).toEqual([
      { id: 'realtimeCollaboration', enabled: true },
      { id: 'automation', enabled: false },
      { id: 'codeEditor', enabled: true },
      { id: 'notifications', enabled: true },
      { id: 'zeta', enabled: false },
    ]);
  });
});
