import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChangeEvent, RealtimeUser } from './change-event';
import type { Connection } from './connection';
import { createSubscriberIndex } from './subscriber-index';

const owner = '11111111-1111-4111-8111-111111111111';
const stranger = '22222222-2222-4222-8222-222222222222';
const staff = '33333333-3333-4333-8333-333333333333';
const project = '44444444-4444-4444-8444-444444444444';
const colleague = '55555555-5555-4555-8555-555555555555';

const socket = (user: RealtimeUser): Connection => ({
  ws: {} as WebSocket,
  user,
  sessionToken: `token-${user.id}`,
  keys: new Set(),
  pending: [],
  pendingKey: '',
  dropped: 0,
  alive: true,
  lastDispatch: 0,
});
const projectChange = (over: Partial<ChangeEvent> = {}): ChangeEvent => ({
  table: 'projects',
  op: 'update',
  id: project,
  project_id: project,
  audience: [owner],
  admins: true,
  at: 0,
  xid: '1',
  ...over,
});

function setup() {
  const index = createSubscriberIndex();
  const sockets = {
    owner: socket({ id: owner, role: 'user' }),
    stranger: socket({ id: stranger, role: 'user' }),
    staff: socket({ id: staff, role: 'admin' }),
  };
  for (const conn of Object.values(sockets)) index.add(conn);
  const recipients = (event: ChangeEvent) => {
    const out: Connection[] = [];
    index.forEachRecipient(event, (conn) => out.push(conn));
    return out;
  };
  return { index, sockets, recipients };
}

describe('subscriber index', () => {
  it('reaches the owner and admins subscribed to the table, never another client', () => {
    const { index, sockets, recipients } = setup();
    for (const conn of Object.values(sockets)) index.subscribe(conn, 'projects');
    expect(recipients(projectChange())).toEqual([sockets.staff, sockets.owner]);
    expect(recipients(projectChange({ table: 'notifications', admins: false }))).toEqual([]);
  });

  it('reaches a project’s client collaborators in its audience, and still no other client', () => {
    const { index, sockets, recipients } = setup();
    const member = socket({ id: colleague, role: 'user' });
    index.add(member);
    for (const conn of [...Object.values(sockets), member]) index.subscribe(conn, 'projects');
    const shared = projectChange({ audience: [owner, colleague] });
    expect(recipients(shared)).toEqual([sockets.staff, sockets.owner, member]);
    expect(recipients(shared)).not.toContain(sockets.stranger);
    expect(recipients(projectChange({ table: 'notifications', admins: false }))).toEqual([]);
  });

  it('keeps notifications and user rows to their own user, admins included', () => {
    const { index, sockets, recipients } = setup();
    for (const conn of Object.values(sockets)) {
      index.subscribe(conn, 'notifications');
      index.subscribe(conn, 'users');
    }
    const notification = projectChange({ table: 'notifications', admins: false, project_id: null });
    expect(recipients(notification)).toEqual([sockets.owner]);
    expect(recipients(projectChange({ table: 'users', id: owner, admins: true }))).toEqual([sockets.owner]);
    expect(recipients({ ...notification, audience: [staff] })).toEqual([sockets.staff]);
  });

  it('reaches a socket once when it follows the table and the row, and only what it follows', () => {
    const { index, sockets, recipients } = setup();
    index.subscribe(sockets.owner, 'projects');
    index.subscribe(sockets.owner, `projects:${project}`);
    index.subscribe(sockets.staff, `projects:${project}`);
    expect(recipients(projectChange())).toEqual([sockets.owner, sockets.staff]);
    expect(recipients(projectChange({ id: stranger }))).toEqual([sockets.owner]);
    index.unsubscribe(sockets.owner, 'projects');
    expect(recipients(projectChange({ id: stranger }))).toEqual([]);
  });

  it('forgets a closed socket everywhere', () => {
    const { index, sockets, recipients } = setup();
    index.subscribe(sockets.owner, 'projects');
    index.subscribe(sockets.staff, 'projects');
    expect(index.size).toBe(3);
    index.remove(sockets.owner);
    index.remove(sockets.owner);
    expect(index.size).toBe(2);
    expect(index.ofUser(owner).size).toBe(0);
    expect(recipients(projectChange())).toEqual([sockets.staff]);
    expect([...index]).toEqual([sockets.stranger, sockets.staff]);
  });
});
