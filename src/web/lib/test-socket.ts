import type { SocketLike } from './realtime-socket';

/** The realtime server's side of a socket, for tests of the realtime client. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed: { code?: number | undefined; reason?: string | undefined } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 2;
  }
  // Server side of the test.
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** Opens, welcomes and confirms every subscription the client asked for. */
  welcome() {
    this.open();
    this.receive({ type: 'welcome', user_id: 'u1' });
    for (const message of this.sent as Array<{ type: string; table: string }>) {
      if (message.type === 'subscribe') this.receive({ type: 'subscribed', table: message.table, id: null });
    }
  }
}
