import type { Caller } from '../../db/client';
import { enforce } from '../../../shared/domain/refusal';
import { webhookRules, type WebhookEndpointState } from '../../../shared/domain/webhook-policy';

/**
 * Who may do what with webhooks: the rules of `shared/domain/webhook-policy.ts`, enforced. The
 * tables have no grant for the clients' role at all (migration 0041).
 */
export const webhookPolicy = {
  assertCanManage(caller: Caller) {
    enforce(webhookRules.manage(caller));
  },
  assertCanSend(caller: Caller, endpoint: WebhookEndpointState) {
    enforce(webhookRules.send(caller, endpoint));
  },
};
