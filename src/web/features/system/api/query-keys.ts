import type { SecurityLogQuery } from '../lib/security-filters';

/** Everything of the system screens lives under 'system'. */
export const systemKeys = {
  all: ['system'] as const,
  securityLogs: (query: SecurityLogQuery) => [...systemKeys.all, 'security-logs', query] as const,
  integrations: () => [...systemKeys.all, 'integrations'] as const,
  environment: () => [...systemKeys.all, 'environment'] as const,
};
