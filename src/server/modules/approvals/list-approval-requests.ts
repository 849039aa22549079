import { desc, eq, sql } from 'drizzle-orm';
import { pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { asCaller, type Caller, type Database } from '../../db/client';
import { iso } from '../../lib/dates';
import { projectPolicy } from '../projects/policy';

/** The project_approval_requests view (security_invoker: the caller's row-level security applies). */
export const projectApprovalRequests = pgView('project_approval_requests', {
  projectId: uuid('project_id').notNull(),
  projectName: text('project_name').notNull(),
  type: text('type').notNull(),
  approvalStatus: text('approval_status').notNull(),
  requestNotes: text('request_notes'),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  adminNotes: text('admin_notes'),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by').notNull(),
  requesterName: text('requester_name'),
  requesterEmail: text('requester_email'),
}).existing();

export async function listApprovalRequests(
  db: Database,
  caller: Caller,
  status: 'pending' | 'approved' | 'rejected',
) {
  projectPolicy.assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx
      .select()
      .from(projectApprovalRequests)
      .where(eq(projectApprovalRequests.approvalStatus, status))
      .orderBy(
        desc(sql`coalesce(${projectApprovalRequests.requestedAt}, ${projectApprovalRequests.createdAt})`),
      )
      .limit(200);
    return rows.map((r) => ({
      project_id: r.projectId,
      project_name: r.projectName,
      type: r.type,
      approval_status: r.approvalStatus as 'pending' | 'approved' | 'rejected',
      request_notes: r.requestNotes,
      requested_at: iso(r.requestedAt),
      admin_notes: r.adminNotes,
      created_at: r.createdAt.toISOString(),
      created_by: r.createdBy,
      requester_name: r.requesterName ?? '',
      requester_email: r.requesterEmail ?? '',
    }));
  });
}
