import { describe, expect, it } from 'vitest';
import {
  clientViewOf,
  detailEntries,
  eventSeverity,
  isCritical,
  isFailureReason,
  isKnownEvent,
  SECURITY_EVENTS,
} from './security-events';

describe('security event catalogue', () => {
  it('knows every event the server records', () => {
    expect(SECURITY_EVENTS).toEqual(
      expect.arrayContaining([
        'sign_in',
        'sign_in_failed',
        'sign_out',
        'sign_up',
        'password_changed',
        'password_reset_requested',
        'password_reset',
        'role_changed',
        'two_factor_enabled',
        'two_factor_disabled',
        'session_revoked',
        'user_deactivated',
        'user_reactivated',
        'project_deleted',
        'invitation_sent',
        'invitation_accepted',
        'client_view_started',
        'client_view_ended',
      ]),
    );
    expect(new Set(SECURITY_EVENTS).size).toBe(SECURITY_EVENTS.length);
  });

  it('makes failed sign-ins, deactivations and deletions stand out', () => {
    expect(eventSeverity('sign_in_failed')).toBe('critical');
    expect(eventSeverity('user_deactivated')).toBe('critical');
    expect(eventSeverity('project_deleted')).toBe('critical');
    expect(isCritical('sign_in')).toBe(false);
    expect(eventSeverity('role_changed')).toBe('warning');
    expect(eventSeverity('sign_in')).toBe('success');
    expect(eventSeverity('sign_out')).toBe('info');
  });

  it('treats events it does not know as routine', () => {
    expect(isKnownEvent('api_key_created')).toBe(false);
    expect(eventSeverity('api_key_created')).toBe('info');
  });
});

describe('detailEntries', () => {
  it('puts known keys first in a fixed order, then the rest by name, and drops empty values', () => {
    const entries = detailEntries({
      zeta: 1,
      by: 'a1',
      to: 'admin',
      from: 'user',
      note: '',
      extra: null,
      reason: 'INVALID_EMAIL_OR_PASSWORD',
    });
    expect(entries.map((e) => e.key)).toEqual(['reason', 'from', 'to', 'by', 'zeta']);
    expect(entries[0]).toEqual({
      key: 'reason',
      known: true,
      kind: 'reason',
      value: 'INVALID_EMAIL_OR_PASSWORD',
    });
    expect(entries[1]!.kind).toBe('role');
    expect(entries[3]!.kind).toBe('person');
    expect(entries[4]).toEqual({ key: 'zeta', known: false, kind: 'plain', value: '1' });
  });

  it('reads numbers and booleans as text and copes with no details', () => {
    expect(detailEntries({ count: 3, ok: true }).map((e) => e.value)).toEqual(['3', 'true']);
    expect(detailEntries({})).toEqual([]);
    expect(detailEntries(null)).toEqual([]);
  });

  it('recognises the failure reasons Better Auth reports', () => {
    expect(isFailureReason('INVALID_EMAIL_OR_PASSWORD')).toBe(true);
    expect(isFailureReason('BANNED_USER')).toBe(true);
    expect(isFailureReason('401')).toBe(false);
  });
});

describe('views as a client (decision 0054)', () => {
  it('reads whom an admin viewed, and for how long', () => {
    const details = { target_id: 'x', target_name: 'Lucía', target_email: 'lucia@cliente.com', session: 's' };
    expect(clientViewOf('client_view_started', details)).toEqual({
      phase: 'started',
      clientName: 'Lucía',
      clientEmail: 'lucia@cliente.com',
      seconds: null,
    });
    expect(clientViewOf('client_view_ended', { ...details, seconds: 450 })?.seconds).toBe(450);
    expect(clientViewOf('client_view_ended', {})).toEqual({
      phase: 'ended',
      clientName: null,
      clientEmail: null,
      seconds: null,
    });
    expect(clientViewOf('sign_in', details)).toBeNull();
    expect(eventSeverity('client_view_started')).toBe('warning');
  });
});
