import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** An endpoint as the rules see it. */
export interface WebhookEndpointState {
  enabled: boolean;
}

/**
 * Signed webhooks (docs/product.md#webhooks, decision 0056): the agency's integrations, so only
 * admins register endpoints, read their deliveries and send; a disabled endpoint sends nothing
 * (neither a test nor a redelivery) until an admin enables it again.
 */
export const webhookRules = {
  manage(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'projects:errors.onlyAdmins');
  },
  send(actor: Actor, endpoint: WebhookEndpointState): Verdict {
    return (
      webhookRules.manage(actor) ??
      (endpoint.enabled ? null : refuse('BAD_REQUEST', 'api:webhooks.endpointDisabled'))
    );
  },
};
