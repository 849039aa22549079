import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { AppError } from '../../../shared/errors';
import { newSigningSecret } from './signing-secret';
import { webhookPolicy } from './policy';
import type { WebhookService } from './webhook-service';

/** A new signing secret, answered once; every attempt from now on is signed with it. */
export async function rotateSecret(db: Database, webhooks: WebhookService, caller: Caller, id: string) {
  webhookPolicy.assertCanManage(caller);
  const { secret, secretCiphertext, secretHint } = newSigningSecret(webhooks.cipher);
  const [row] = await asCaller(
    db,
    caller,
    (tx) =>
      tx
        .update(webhookEndpoints)
        .set({ secretCiphertext, secretHint, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id }),
    { oneStatement: true },
  );
  if (!row) throw new AppError('NOT_FOUND', { message: 'api:webhooks.endpointNotFound' });
  return { secret };
}
