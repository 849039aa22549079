import { iso } from '../../lib/dates';
import type { ProjectApprovalRequest } from '../../../shared/schemas/projects';
import type { ApprovalRequestRow } from './internal/approval-requests-view';

export function presentApprovalRequest(r: ApprovalRequestRow): ProjectApprovalRequest {
  return {
    project_id: r.projectId,
    project_name: r.projectName,
    type: r.type,
    approval_status: r.approvalStatus as ProjectApprovalRequest['approval_status'],
    request_notes: r.requestNotes,
    requested_at: iso(r.requestedAt),
    admin_notes: r.adminNotes,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy,
    requester_name: r.requesterName ?? '',
    requester_email: r.requesterEmail ?? '',
  };
}
