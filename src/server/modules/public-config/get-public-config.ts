import type { Config } from '../../config';
import { APP_VERSION } from '../../../shared/limits';
import type { PublicConfig } from '../../../shared/schemas/public-config';

/** What the browser may know of the configuration: sign-in providers, support address, version. */
export function getPublicConfig(config: Config): PublicConfig {
  return {
    oauthProviders: (['github', 'google', 'linkedin'] as const).filter((p) => config.oauth[p]),
    supportEmail: config.supportEmail,
    version: APP_VERSION,
  };
}
