import { Webhook } from 'standardwebhooks';
import { OutboundRefused, sendOutbound, type OutboundPolicy } from '../../../lib/outbound-http';

/** What the receiver's answer (or its absence) was. */
export interface AttemptResult {
  ok: boolean;
  responseStatus: number | null;
  latencyMs: number | null;
  /** Without an answer: 'timeout', 'connection', 'tls', 'private_address', 'invalid_url', 'unresolvable', 'secret_unreadable'. */
  error: string | null;
  responseBody: string | null;
}

export interface SignedRequest {
  url: string;
  eventId: string;
  /** The exact bytes sent and signed. */
  body: string;
  /** The `whsec_…` secret, or null when it cannot be read (the app secret changed). */
  secret: string | null;
}

/** The first KiB of an answer is kept for the log. */
export const RESPONSE_KEPT_BYTES = 1024;

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The failure of a request that got no answer, in the words of the delivery log. */
export function failureOf(error: unknown): string {
  if (error instanceof OutboundRefused) return error.reason;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
    if (typeof code === 'string') {
      if (TIMEOUT_CODES.has(code) || code === 'ETIMEDOUT') return 'timeout';
      if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'tls';
    }
  }
  return 'connection';
}

/**
 * One attempt: POST the body signed as Standard Webhooks says (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<HMAC-SHA256 of id.timestamp.body>`), through the outbound rules (public
 * addresses only unless allowed, resolved once, 10 s, no redirects). A 2xx succeeds; anything
 * else, a 3xx included, fails.
 */
export async function attemptDelivery(
  request: SignedRequest,
  policy: OutboundPolicy,
  userAgent: string,
): Promise<AttemptResult> {
  if (!request.secret) {
    return {
      ok: false,
      responseStatus: null,
      latencyMs: null,
      error: 'secret_unreadable',
      responseBody: null,
    };
  }
  const now = new Date();
  const signature = new Webhook(request.secret).sign(request.eventId, now, request.body);
  const started = performance.now();
  try {
    const response = await sendOutbound(request.url, policy, {
      method: 'POST',
      body: request.body,
      maxBodyBytes: RESPONSE_KEPT_BYTES,
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'webhook-id': request.eventId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      responseStatus: response.status,
      latencyMs: response.latencyMs,
      error: null,
      // PostgreSQL text holds no NUL character.
      responseBody: response.body.replace(/\u0000/g, ''),
    };
  } catch (error) {
    const refused = error instanceof OutboundRefused;
    return {
      ok: false,
      responseStatus: null,
      latencyMs: refused ? null : Math.round(performance.now() - started),
      error: failureOf(error),
      responseBody: null,
    };
  }
}
