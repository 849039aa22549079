import type { WebhookDeliveryStatus, WebhookEndpoint } from '@/shared/schemas/webhooks';
import { tone } from '@/web/lib/status-tones';

/**
 * An endpoint's state as the list shows it: receiving events, switched off by an admin, or
 * switched off by the portal after repeated failed deliveries (`disabled_reason: 'failures'`).
 */
export type EndpointState = 'active' | 'disabled' | 'disabled_failures';

export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason'>): EndpointState {
  if (endpoint.enabled) return 'active';
  return endpoint.disabled_reason === 'failures' ? 'disabled_failures' : 'disabled';
}

export const endpointStateTone: Record<EndpointState, string> = {
  active: tone.success,
  disabled: tone.neutral,
  disabled_failures: tone.danger,
};

/**
 * A delivery's badge: its status, with a pending delivery that already failed an attempt shown as
 * retrying (it waits for its next attempt, not for its first).
 */
export type DeliveryBadge = WebhookDeliveryStatus | 'retrying';

export function deliveryBadge(delivery: { status: WebhookDeliveryStatus; attempts: number }): DeliveryBadge {
  return delivery.status === 'pending' && delivery.attempts > 0 ? 'retrying' : delivery.status;
}

export const deliveryBadgeTone: Record<DeliveryBadge, string> = {
  pending: tone.info,
  retrying: tone.warning,
  succeeded: tone.success,
  failed: tone.danger,
};

/** What the receiver answered, or why nothing came back. */
export type AttemptOutcome =
  { kind: 'http'; status: number; ok: boolean } | { kind: 'error'; key: string } | { kind: 'none' };

/** The error codes an attempt without an answer records (the contract's list). */
const KNOWN_ERRORS = new Set([
  'timeout',
  'connection',
  'private_address',
  'invalid_url',
  'unresolvable',
  'tls',
]);

/**
 * An attempt's (or a delivery's last attempt's) outcome: the HTTP status when the receiver
 * answered (2xx counts as received), else the i18n key of the error ('webhooks:attemptErrors.*').
 */
export function attemptOutcome(attempt: {
  response_status: number | null;
  error: string | null;
}): AttemptOutcome {
  if (attempt.response_status !== null)
    return {
      kind: 'http',
      status: attempt.response_status,
      ok: attempt.response_status >= 200 && attempt.response_status < 300,
    };
  if (attempt.error)
    return {
      kind: 'error',
      key: `webhooks:attemptErrors.${KNOWN_ERRORS.has(attempt.error) ? attempt.error : 'other'}`,
    };
  return { kind: 'none' };
}

/**
 * When the next retry of a delivery goes: none once it succeeded or failed for good (or before a
 * time is set), 'due' when its time has come (the job runner picks it up), else 'at' that time.
 */
export type NextRetry = { kind: 'none' } | { kind: 'due' } | { kind: 'at'; at: string };

export function nextRetry(
  delivery: { status: WebhookDeliveryStatus; next_attempt_at: string | null },
  now: number,
): NextRetry {
  if (delivery.status !== 'pending' || !delivery.next_attempt_at) return { kind: 'none' };
  const at = Date.parse(delivery.next_attempt_at);
  if (Number.isNaN(at)) return { kind: 'none' };
  return at <= now ? { kind: 'due' } : { kind: 'at', at: delivery.next_attempt_at };
}

/** A latency as people read it: milliseconds under a second, else seconds with one decimal. */
export function latencyParts(ms: number): { value: number; unit: 'ms' | 's' } {
  if (ms < 1000) return { value: Math.round(ms), unit: 'ms' };
  return { value: Math.round(ms / 100) / 10, unit: 's' };
}

/** The payload as it was sent, indented for reading. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
