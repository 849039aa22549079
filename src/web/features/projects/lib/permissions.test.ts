import { describe, expect, it } from 'vitest';
import { canDeleteProject, canRequestApproval, canManageMembers, isSharedWithViewer } from './permissions';

const client = { id: 'c1', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('project permissions (SPEC §6)', () => {
  it('admins may delete any project', () => {
    expect(canDeleteProject(admin, { created_by: 'c1', approval_status: 'approved' })).toBe(true);
  });

  it('a client may delete only their own rejected projects', () => {
    expect(canDeleteProject(client, { created_by: 'c1', approval_status: 'rejected' })).toBe(true);
    expect(canDeleteProject(client, { created_by: 'c1', approval_status: 'approved' })).toBe(false);
    expect(canDeleteProject(client, { created_by: 'c1', approval_status: 'pending' })).toBe(false);
    expect(canDeleteProject(client, { created_by: 'c2', approval_status: 'rejected' })).toBe(false);
  });

  it('the owner may ask for approval again once rejected', () => {
    expect(canRequestApproval(client, { created_by: 'c1', approval_status: 'rejected' })).toBe(true);
    expect(canRequestApproval(client, { created_by: 'c1', approval_status: 'pending' })).toBe(false);
    expect(canRequestApproval(client, { created_by: 'c2', approval_status: 'rejected' })).toBe(false);
  });

  it('the owner and the admins manage collaborators; a collaborator does not', () => {
    expect(canManageMembers(client, { created_by: 'c1' })).toBe(true);
    expect(canManageMembers(admin, { created_by: 'c1' })).toBe(true);
    expect(canManageMembers(client, { created_by: 'c2' })).toBe(false);
  });

  it('marks a client’s project shared with them, never their own nor any for admins', () => {
    expect(isSharedWithViewer(client, { created_by: 'c2' })).toBe(true);
    expect(isSharedWithViewer(client, { created_by: 'c1' })).toBe(false);
    expect(isSharedWithViewer(admin, { created_by: 'c1' })).toBe(false);
  });
});
