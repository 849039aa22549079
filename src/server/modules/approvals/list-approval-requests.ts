import { desc, eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import type { ApprovalStatus } from '../../../shared/schemas/projects';
import { projectApprovalRequests } from './internal/approval-requests-view';
import { approvalPolicy } from './policy';
import { presentApprovalRequest } from './present-approval-request';

/** Approval requests in one status (the latest 200), most recently requested first. */
export async function listApprovalRequests(db: Database, caller: Caller, status: ApprovalStatus) {
  approvalPolicy.assertCanReview(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx
      .select()
      .from(projectApprovalRequests)
      .where(eq(projectApprovalRequests.approvalStatus, status))
      .orderBy(
        desc(sql`coalesce(${projectApprovalRequests.requestedAt}, ${projectApprovalRequests.createdAt})`),
      )
      .limit(200);
    const requests = rows.map(presentApprovalRequest);
    return { requests, total: requests.length };
  });
}
