import type { ApprovalsApi, CommentsApi, MembersApi, ProjectsApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed clients of the projects, comments, members and approvals modules (Hono RPC, one per module:
 * decision 0004), with the options of `lib/api-client.ts`: the UI language on every request and
 * same-origin cookies. Endpoint files call them through `unwrap` / `unwrapEmpty`.
 */
export const projectsClient = rpcClient<ProjectsApi>('/api/projects');
/** Mounted at /api: '/projects/{id}/comments' and '/comments/{id}'. */
export const commentsClient = rpcClient<CommentsApi>('/api');
/** Mounted at /api: '/projects/{id}/members' and '/projects/{id}/members/{userId}'. */
export const membersClient = rpcClient<MembersApi>('/api');
export const approvalsClient = rpcClient<ApprovalsApi>('/api/approval-requests');

export type Operation =
  | 'loadProjects'
  | 'loadActivity'
  | 'loadComments'
  | 'createProject'
  | 'updateProject'
  | 'deleteProject'
  | 'approveProject'
  | 'rejectProject'
  | 'requestApproval'
  | 'addComment'
  | 'deleteComment'
  | 'loadApprovals'
  | 'loadMembers'
  | 'addMember'
  | 'removeMember';

/**
 * The name of what failed, for the generic toast 'Error en {{operation}}: …'. The shell's
 * `errors:operations` catalogue does not list this feature's operations, so the label is passed
 * already translated (it falls through that lookup unchanged).
 */
export function operation(key: Operation): string {
  return i18n.t(`projects:operations.${key}`);
}
