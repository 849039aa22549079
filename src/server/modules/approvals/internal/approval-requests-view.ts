import { pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export type ApprovalRequestRow = typeof projectApprovalRequests.$inferSelect;
