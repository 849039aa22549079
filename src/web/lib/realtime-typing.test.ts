import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './realtime-client';
import type { RealtimeEvent } from './realtime-events';
import type { SocketLike } from './realtime-socket';
import { queryKeysForEvent } from './realtime-invalidation';

/** A socket the test plays the server of. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Opens, welcomes and confirms every subscription the client asked for. */
  welcome() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'welcome', user_id: 'u1' });
    for (const message of this.sent as Array<{ type: string; table: string }>) {
      if (message.type === 'subscribe') this.receive({ type: 'subscribed', table: message.table, id: null });
    }
  }
}

describe('typing in a project chat', () => {
  it('passes typing on to listeners, and sends it only while connected', () => {
    const sockets: FakeSocket[] = [];
    const client = new RealtimeClient({
      url: 'ws://x/api/realtime',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      warn: () => undefined,
    });
    const events: RealtimeEvent[] = [];
    client.onEvent((event) => events.push(event));
    client.start();
    const project = '11111111-1111-4111-8111-111111111111';
    client.sendTyping(project);
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.welcome();
    client.sendTyping(project);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'typing', project_id: project });
    sockets[0]!.receive({ type: 'typing', project_id: project, user_id: 'u2' });
    expect(events.at(-1)).toEqual({ type: 'typing', project_id: project, user_id: 'u2' });
    expect(queryKeysForEvent(events.at(-1)!)).toEqual([]);
    client.stop();
  });
});
