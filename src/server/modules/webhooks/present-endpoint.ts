import type { WebhookEndpointRow } from '../../db/schema/webhooks';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '../../../shared/schemas/webhooks';

export interface LastDelivery {
  status: WebhookDeliveryStatus;
  at: Date;
}

/** An endpoint as the API shows it: never its secret, only the secret's last four characters. */
export function presentEndpoint(row: WebhookEndpointRow, last: LastDelivery | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason ?? null,
    failure_streak: row.failureStreak,
    secret_hint: row.secretHint,
    created_at: row.createdAt.toISOString(),
    last_delivery: last && { status: last.status, at: last.at.toISOString() },
  };
}
