import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../../shared/realtime';
import { encodeChange, mayReceive, type ChangeEvent } from './change-event';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const event = (over: Partial<ChangeEvent>): ChangeEvent => ({
  table: 'projects',
  op: 'update',
  id: a,
  project_id: a,
  audience: [a],
  admins: true,
  at: 0,
  xid: '1',
  ...over,
});

describe('mayReceive', () => {
  it('sends a project change to its owner and to admins, never to another client', () => {
    expect(mayReceive(event({}), { id: a, role: 'user' })).toBe(true);
    expect(mayReceive(event({}), { id: b, role: 'user' })).toBe(false);
    expect(mayReceive(event({}), { id: b, role: 'admin' })).toBe(true);
  });
  it('keeps notifications and user rows to their own user, admins included', () => {
    expect(mayReceive(event({ table: 'notifications', admins: false }), { id: b, role: 'admin' })).toBe(
      false,
    );
    expect(mayReceive(event({ table: 'users', admins: true }), { id: b, role: 'admin' })).toBe(false);
    expect(mayReceive(event({ table: 'users' }), { id: a, role: 'user' })).toBe(true);
  });

  it('encodes an event as the protocol’s change message, ids only', () => {
    expect(parseServerMessage(encodeChange(event({ at: 7 })))).toEqual({
      type: 'change',
      table: 'projects',
      op: 'update',
      id: a,
      project_id: a,
      at: 7,
    });
    expect(encodeChange(event({}))).not.toContain('audience');
  });
});
