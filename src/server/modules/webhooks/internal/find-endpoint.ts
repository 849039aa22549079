import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { webhookEndpoints, type WebhookEndpointRow } from '../../../db/schema/webhooks';
import { AppError } from '../../../../shared/errors';

/** The endpoint, locked for the caller's change when asked; 404 when there is none. */
export async function findEndpoint(
  tx: Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpointRow> {
  const query = tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: 'api:webhooks.endpointNotFound' });
  return row;
}
