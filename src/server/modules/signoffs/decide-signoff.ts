import type { z } from 'zod';
import { asCaller, asPhaseTaskCaller, type Caller } from '../../db/client';
import type { decideSignoffSchema } from '../../../shared/schemas/signoffs';
import { acceptSignoff } from './internal/accept-signoff';
import { findSignoff, getSignoffIn } from './internal/load-signoffs';
import { requestChanges } from './internal/request-changes';
import { signoffPolicy } from './policy';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { produceReceipt, type ReceiptDeps } from './produce-receipt';

type Input = z.output<typeof decideSignoffSchema>;

/**
 * The project's owner accepts the submitted phase or asks for changes (decision 0053), in one
 * transaction; of concurrent decisions one wins, the others answer 409 SIGNOFF_DECIDED. Once an
 * acceptance has committed, its receipt is made and mailed; should that fail, the receipts job
 * makes it later (the sign-off shows no receipt until then).
 */
export async function decideSignoff(
  deps: ReceiptDeps,
  caller: Caller,
  sessionId: string | null,
  id: string,
  input: Input,
) {
  await asPhaseTaskCaller(deps.db, caller, async (tx) => {
    const current = await findSignoff(tx, id);
    signoffPolicy.assertCanDecide(caller, {
      status: current.row.status,
      projectOwnerId: current.projectOwnerId,
    });
    if (input.decision === 'accept') {
      await acceptSignoff(tx, caller, sessionId, current, input.comment);
      await recordWebhookEvent(tx, 'phase.accepted', await getSignoffIn(tx, caller, id));
    } else {
      await requestChanges(tx, caller, sessionId, current, input.comment);
    }
  });
  if (input.decision === 'accept') {
    await produceReceipt(deps, id).catch((error: unknown) =>
      deps.logger.error({ err: error, signoff: id }, 'signoff receipt failed; the receipts job retries it'),
    );
  }
  return asCaller(deps.db, caller, (tx) => getSignoffIn(tx, caller, id));
}
