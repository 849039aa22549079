import { describe, expect, it } from 'vitest';
import { projectWorkRules } from './project-work-policy';

const admin = { id: 'a', role: 'admin' as const };
const client = { id: 'c', role: 'user' as const };

describe('projectWorkRules', () => {
  it('lets admins manage phases and refuses clients with the admins-only text', () => {
    expect(projectWorkRules.managePhases(admin)).toBeNull();
    expect(projectWorkRules.managePhases(client)).toEqual({
      code: 'PERMISSION',
      message: 'projects:errors.onlyAdmins',
    });
  });

  it('lets admins manage tasks and refuses clients', () => {
    expect(projectWorkRules.manageTasks(admin)).toBeNull();
    expect(projectWorkRules.manageTasks(client)).toEqual({
      code: 'PERMISSION',
      message: 'projects:errors.onlyAdmins',
    });
  });

  it('lets admins link code evidence and refuses clients with the code card text', () => {
    expect(projectWorkRules.linkEvidence(admin)).toBeNull();
    expect(projectWorkRules.linkEvidence(client)).toEqual({
      code: 'PERMISSION',
      message: 'projects:code.errors.onlyAdmins',
    });
  });
});
