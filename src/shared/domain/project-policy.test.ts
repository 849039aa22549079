import { describe, expect, it } from 'vitest';
import type { ApprovalStatus } from '../schemas/projects';
import { projectCan, projectRules } from './project-policy';

const owner = { id: 'c1', role: 'user' as const };
const other = { id: 'c2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };
const project = (approvalStatus: ApprovalStatus, createdBy = 'c1') => ({ createdBy, approvalStatus });
const statuses: ApprovalStatus[] = ['pending', 'approved', 'rejected'];

describe('project rules (docs/product.md#lifecycles, #roles-and-what-each-sees)', () => {
  it('the agency’s own projects are approved at once, a client’s are not', () => {
    expect(projectRules.createsApproved(admin)).toBe(true);
    expect(projectRules.createsApproved(owner)).toBe(false);
  });

  it('the owner and the admins update; anyone else finds no project to change', () => {
    for (const status of statuses) {
      expect(projectRules.update(owner, project(status))).toBeNull();
      expect(projectRules.update(admin, project(status))).toBeNull();
      expect(projectRules.update(other, project(status))).toEqual({
        code: 'NOT_FOUND',
        message: 'projects:errors.notFound',
      });
      expect(projectRules.editFeatures(other, project(status))).toEqual(
        projectRules.update(other, project(status)),
      );
    }
  });

  it('only admins change status and activity, approve and reject', () => {
    const refusal = { code: 'PERMISSION', message: 'projects:errors.onlyAdmins' };
    expect(projectRules.changeStatus(admin)).toBeNull();
    expect(projectRules.changeStatus(owner)).toEqual(refusal);
    expect(projectRules.decide(admin)).toBeNull();
    expect(projectRules.decide(owner)).toEqual(refusal);
  });

  it('admins delete any project; a client only their own rejected ones', () => {
    for (const status of statuses) expect(projectRules.delete(admin, project(status, 'c2'))).toBeNull();
    expect(projectRules.delete(owner, project('rejected'))).toBeNull();
    for (const status of ['pending', 'approved'] as const) {
      expect(projectRules.delete(owner, project(status))).toEqual({
        code: 'PERMISSION',
        message: 'projects:errors.onlyRejected',
      });
    }
    expect(projectRules.delete(other, project('rejected'))).toEqual({
      code: 'PERMISSION',
      message: 'projects:errors.noPermissionDelete',
    });
  });

  it('the owner requests approval while pending or after a rejection, never once approved', () => {
    expect(projectRules.requestApproval(owner, project('pending'))).toBeNull();
    expect(projectRules.requestApproval(owner, project('rejected'))).toBeNull();
    expect(projectRules.requestApproval(owner, project('approved'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'projects:errors.notPending',
    });
    for (const who of [other, admin]) {
      expect(projectRules.requestApproval(who, project('rejected'))).toEqual({
        code: 'PERMISSION',
        message: 'projects:errors.onlyOwnerRequests',
      });
    }
  });
});

describe('projectCan', () => {
  it('answers every rule for the owner of a rejected project', () => {
    expect(projectCan(owner, project('rejected'))).toEqual({
      update: true,
      delete: true,
      requestApproval: true,
      decide: false,
      changeStatus: false,
      manageMembers: true,
      editFeatures: true,
      managePhases: false,
      manageTasks: false,
      linkEvidence: false,
    });
  });

  it('answers every rule for a collaborator', () => {
    expect(projectCan(other, project('rejected'))).toEqual({
      update: false,
      delete: false,
      requestApproval: false,
      decide: false,
      changeStatus: false,
      manageMembers: false,
      editFeatures: false,
      managePhases: false,
      manageTasks: false,
      linkEvidence: false,
    });
  });

  it('answers every rule for an admin on a client’s approved project', () => {
    expect(projectCan(admin, project('approved'))).toEqual({
      update: true,
      delete: true,
      requestApproval: false,
      decide: true,
      changeStatus: true,
      manageMembers: true,
      editFeatures: true,
      managePhases: true,
      manageTasks: true,
      linkEvidence: true,
    });
  });
});
