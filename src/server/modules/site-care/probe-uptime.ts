import { OutboundRefused, sendOutbound, type OutboundPolicy } from '../../lib/outbound-http';
import { isUpStatus } from '../../../shared/domain/site-care';

/** One uptime check's outcome, as stored (site_checks) and shown (`siteCheckSchema`). */
export interface UptimeResult {
  ok: boolean;
  status_code: number | null;
  response_ms: number | null;
  /** Why there was no answer: 'timeout', 'connection', 'tls', 'private_address', 'unresolvable', 'invalid_url'. */
  error: string | null;
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|HOSTNAME_MISMATCH|ERR_OSSL)/;
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** The error code of a failed request, looking through undici's wrapping (`cause`). */
function codeOf(error: unknown): { code: string; name: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return { code, name: current.name };
    if (current.name === 'TimeoutError' || current.name === 'AbortError')
      return { code: '', name: current.name };
    current = (current as Error & { cause?: unknown }).cause;
  }
  return { code: '', name: error instanceof Error ? error.name : '' };
}

/** A transport failure as one of the stored error codes. */
export function failureCode(error: unknown): string {
  if (error instanceof OutboundRefused) return error.reason;
  const { code, name } = codeOf(error);
  if (name === 'TimeoutError' || name === 'AbortError' || TIMEOUT_CODES.has(code)) return 'timeout';
  if (TLS_CODES.test(code)) return 'tls';
  return 'connection';
}

/**
 * GETs the site under the outbound rules (resolved once, public addresses only unless allowed,
 * 10 s, redirects not followed): 2xx and 3xx are up; 4xx, 5xx and any failure are down.
 */
export async function probeUptime(url: string, policy: OutboundPolicy): Promise<UptimeResult> {
  try {
    const response = await sendOutbound(url, policy, {
      method: 'GET',
      headers: { 'user-agent': 'WebsySiteCare/1.0 (+uptime check)', accept: 'text/html,*/*' },
      maxBodyBytes: 1024,
    });
    return {
      ok: isUpStatus(response.status),
      status_code: response.status,
      response_ms: response.latencyMs,
      error: null,
    };
  } catch (error) {
    return { ok: false, status_code: null, response_ms: null, error: failureCode(error) };
  }
}
