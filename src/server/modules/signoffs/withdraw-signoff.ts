import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { phaseSignoffs } from '../../db/schema/phase-signoffs';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { notify } from '../notifications/notify';
import { recordActivity } from '../projects/record-activity';
import { findSignoff, getSignoffIn } from './internal/load-signoffs';
import { signoffPolicy } from './policy';

/** An admin withdraws a submission the client has not decided yet; the client is told. */
export async function withdrawSignoff(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, async (tx) => {
    const current = await findSignoff(tx, id);
    signoffPolicy.assertCanWithdraw(caller, {
      status: current.row.status,
      projectOwnerId: current.projectOwnerId,
    });
    const [row] = await tx
      .update(phaseSignoffs)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(phaseSignoffs.id, id), eq(phaseSignoffs.status, 'submitted')))
      .returning();
    if (!row) throw new AppError('SIGNOFF_DECIDED');
    await recordActivity(tx, {
      projectId: row.projectId,
      userId: caller.id,
      action: 'signoff_withdrawn',
      key: 'signoffs:activity.withdrawn',
      params: { phase: current.phaseName, round: row.round },
    });
    if (current.projectOwnerId) {
      await notify(tx, [current.projectOwnerId], {
        titleKey: 'receipts:notify.withdrawnTitle',
        messageKey: 'receipts:notify.withdrawnMessage',
        params: { phase: current.phaseName, project: current.projectName },
        type: 'info',
        category: 'project',
        actionUrl: paths.app.projectDetail.getHref(row.projectId),
        senderId: caller.id,
        projectId: row.projectId,
      });
    }
    return getSignoffIn(tx, caller, id);
  });
}
