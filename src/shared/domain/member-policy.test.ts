import { describe, expect, it } from 'vitest';
import { memberRules } from './member-policy';

const owner = { id: 'c1', role: 'user' as const };
const collaborator = { id: 'c2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };
const project = { createdBy: 'c1' };
const noPermission = { code: 'PERMISSION', message: 'projects:members.errors.noPermission' };
const onlyClients = { code: 'PERMISSION', message: 'projects:members.errors.onlyClients' };

describe('collaborator rules (decision 0017)', () => {
  it('the owner and the admins manage the collaborators; a collaborator does not', () => {
    expect(memberRules.manage(owner, project)).toBeNull();
    expect(memberRules.manage(admin, project)).toBeNull();
    expect(memberRules.manage(collaborator, project)).toEqual(noPermission);
  });

  it('a collaborator removes only themselves (leaves); managers remove anyone', () => {
    expect(memberRules.remove(collaborator, project, 'c2')).toBeNull();
    expect(memberRules.remove(collaborator, project, 'c3')).toEqual(noPermission);
    expect(memberRules.remove(owner, project, 'c2')).toBeNull();
    expect(memberRules.remove(admin, project, 'c2')).toBeNull();
  });

  it('a client adds client accounts by e-mail; an admin also by id, and staff', () => {
    expect(memberRules.addBy(owner, {})).toBeNull();
    expect(memberRules.addBy(owner, { user_id: 'x' })).toEqual(onlyClients);
    expect(memberRules.addBy(admin, { user_id: 'x' })).toBeNull();
    expect(memberRules.addAccount(owner, { role: 'user' })).toBeNull();
    expect(memberRules.addAccount(owner, { role: 'admin' })).toEqual(onlyClients);
    expect(memberRules.addAccount(admin, { role: 'admin' })).toBeNull();
  });

  it('only an admin looks every account up', () => {
    expect(memberRules.readsEveryAccount(admin)).toBe(true);
    expect(memberRules.readsEveryAccount(owner)).toBe(false);
  });
});
