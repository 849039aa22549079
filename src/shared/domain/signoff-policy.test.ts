import { describe, expect, it } from 'vitest';
import { signoffCan, signoffRules } from './signoff-policy';

const owner = { id: '00000000-0000-4000-8000-000000000001', role: 'user' as const };
const collaborator = { id: '00000000-0000-4000-8000-000000000002', role: 'user' as const };
const admin = { id: '00000000-0000-4000-8000-000000000003', role: 'admin' as const };
const submitted = { status: 'submitted' as const, projectOwnerId: owner.id };

describe('signoff rules (decision 0053)', () => {
  it('lets only the agency submit a phase', () => {
    expect(signoffRules.submit(admin)).toBeNull();
    expect(signoffRules.submit(owner)).toEqual({
      code: 'PERMISSION',
      message: 'receipts:errors.onlyAdminsSubmit',
    });
  });

  it('lets only the project owner decide, never a collaborator or an admin', () => {
    expect(signoffRules.decide(owner, submitted)).toBeNull();
    expect(signoffRules.decide(collaborator, submitted)?.code).toBe('PERMISSION');
    expect(signoffRules.decide(admin, submitted)?.code).toBe('PERMISSION');
    expect(signoffRules.decide(owner, { ...submitted, projectOwnerId: null })?.code).toBe('PERMISSION');
  });

  it('decides and withdraws a sign-off once, while it is submitted', () => {
    for (const status of ['accepted', 'changes_requested', 'withdrawn'] as const) {
      expect(signoffRules.decide(owner, { ...submitted, status })).toEqual({ code: 'SIGNOFF_DECIDED' });
      expect(signoffRules.withdraw(admin, { ...submitted, status })).toEqual({ code: 'SIGNOFF_DECIDED' });
    }
    expect(signoffRules.withdraw(admin, submitted)).toBeNull();
    expect(signoffRules.withdraw(owner, submitted)?.code).toBe('PERMISSION');
  });

  it('tells each reader what they may do', () => {
    expect(signoffCan(owner, submitted)).toEqual({ decide: true, withdraw: false });
    expect(signoffCan(admin, submitted)).toEqual({ decide: false, withdraw: true });
    expect(signoffCan(collaborator, submitted)).toEqual({ decide: false, withdraw: false });
    expect(signoffCan(owner, { ...submitted, status: 'accepted' })).toEqual({
      decide: false,
      withdraw: false,
    });
  });
});
