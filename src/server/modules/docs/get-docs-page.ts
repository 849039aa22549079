import { inlineScriptHashes, webPolicy } from '../../lib/content-security-policy';
import { docsPage } from './internal/docs-page';

/** The reference page runs Swagger UI from this server and its one inline start-up script. */
const docsPolicy = webPolicy(inlineScriptHashes(docsPage));

/** The browsable API reference and the Content-Security-Policy it runs under. */
export function getDocsPage(): { html: string; policy: string } {
  return { html: docsPage, policy: docsPolicy };
}
