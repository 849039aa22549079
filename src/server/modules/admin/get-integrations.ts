import type { Caller } from '../../db/client';
import type { Config } from '../../config';
import { integrationsStatus } from './internal/integrations-status';
import { adminPolicy } from './policy';

/** /admin/integrations: configured or not, and the variables that enable them. */
export function getIntegrations(caller: Caller, config: Config) {
  adminPolicy.assertCanView(caller);
  return integrationsStatus(config);
}
