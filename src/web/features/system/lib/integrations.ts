/**
 * The integrations the server reports (`integrationsStatus`), named and explained by the UI.
 * Ids the UI does not know yet are shown with their raw id. Pure.
 */
export const INTEGRATION_IDS = [
  'mail',
  'ai',
  'calendar',
  'github',
  'google-sign-in',
  'linkedin',
  'storage',
] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/** What the portal does instead when an integration is not configured. */
export const FALLBACK_IDS = [
  'outbox',
  'offline-assistant',
  'built-in-calendar',
  'personal-access-token',
  'local-disk',
] as const;
export type FallbackId = (typeof FALLBACK_IDS)[number];

export function isKnownIntegration(id: string): id is IntegrationId {
  return (INTEGRATION_IDS as readonly string[]).includes(id);
}

export function isKnownFallback(id: string): id is FallbackId {
  return (FALLBACK_IDS as readonly string[]).includes(id);
}

export interface IntegrationStatus {
  id: string;
  configured: boolean;
  variables: string[];
  fallback: string | null;
}

export function countConfigured(integrations: IntegrationStatus[]): { configured: number; total: number } {
  return { configured: integrations.filter((i) => i.configured).length, total: integrations.length };
}

/** Configured first, then in the server's order (stable). */
export function sortIntegrations<T extends IntegrationStatus>(integrations: T[]): T[] {
  return integrations
    .map((integration, index) => ({ integration, index }))
    .sort((a, b) => Number(b.integration.configured) - Number(a.integration.configured) || a.index - b.index)
    .map(({ integration }) => integration);
}

/** The feature flags of docs/product.md#limits, in the spec's order; unknown flags follow by name. */
export const FEATURE_FLAG_IDS = [
  'realtimeCollaboration',
  'advancedAnalytics',
  'automation',
  'fileManagement',
  'codeEditor',
  'notifications',
] as const;
export type FeatureFlagId = (typeof FEATURE_FLAG_IDS)[number];

export function isKnownFlag(id: string): id is FeatureFlagId {
  return (FEATURE_FLAG_IDS as readonly string[]).includes(id);
}

export function orderedFlags(flags: Record<string, boolean>): Array<{ id: string; enabled: boolean }> {
  const rank = (id: string) => {
    const i = (FEATURE_FLAG_IDS as readonly string[]).indexOf(id);
    return i === -1 ? FEATURE_FLAG_IDS.length : i;
  };
  return Object.entries(flags)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([id, enabled]) => ({ id, enabled }));
}
