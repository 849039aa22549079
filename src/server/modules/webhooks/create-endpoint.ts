import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import type { createWebhookEndpointSchema } from '../../../shared/schemas/webhooks';
import { newSigningSecret } from './signing-secret';
import { webhookPolicy } from './policy';
import { presentEndpoint } from './present-endpoint';
import type { WebhookService } from './webhook-service';

type Input = z.output<typeof createWebhookEndpointSchema>;

/** Registers an endpoint with a new signing secret, answered this once (only its hint is kept in view). */
export async function createEndpoint(db: Database, webhooks: WebhookService, caller: Caller, input: Input) {
  webhookPolicy.assertCanManage(caller);
  const { secret, secretCiphertext, secretHint } = newSigningSecret(webhooks.cipher);
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        description: input.description,
        events: [...new Set(input.events)],
        secretCiphertext,
        secretHint,
        createdBy: caller.id,
      })
      .returning();
    return { endpoint: presentEndpoint(row!, null), secret };
  });
}
