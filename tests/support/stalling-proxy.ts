import net from 'node:net';

/** One connection through the proxy: the client's side, the server's once connected, what waits. */
interface Link {
  client: net.Socket;
  server: net.Socket | null;
  /** Bytes the client sent that the server has not been given (while stalled). */
  toServer: Buffer[];
  /** Bytes the server sent that the client has not been given (while stalled). */
  toClient: Buffer[];
}

export interface StallingProxy {
  /** `host:port` of the proxy, to put in a connection URL instead of the server's. */
  host: string;
  port: number;
  /**
   * The server seems hung: connections, open and new, are accepted, and what either side sends is
   * held, never passed on. Nothing is refused and nothing is closed.
   */
  stall: () => void;
  /** The server answers, each answer `ms` late (a server slow, not hung). */
  slow: (ms: number) => void;
  /** The server answers again, at once: what was held is passed on, and everything after it. */
  resume: () => Promise<void>;
  /** Connections open through the proxy. */
  open: () => number;
  /** Open connections on which the client sent something the server never got (held by a stall). */
  waiting: () => number;
  close: () => Promise<void>;
}

/**
 * A TCP proxy on a free loopback port in front of `target`, for a database that hangs instead of
 * stopping: a hung server, or a network that swallows every packet, answers nothing and refuses
 * nothing (the test of a stopped one is tests/api/resilience/database-outage.test.ts).
 */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  let lagMs = 0;
  const links = new Set<Link>();

  const toServer = (link: Link, chunk: Buffer) => {
    if (stalled || !link.server || link.server.connecting) link.toServer.push(chunk);
    else link.server.write(chunk);
  };
  const toClient = (link: Link, chunk: Buffer) => {
    if (stalled) link.toClient.push(chunk);
    else if (lagMs) setTimeout(() => link.client.write(chunk), lagMs);
    else link.client.write(chunk);
  };
  const drop = (link: Link) => {
    if (!links.delete(link)) return;
    link.client.destroy();
    link.server?.destroy();
  };
  /** Passes on what was held and connects the links accepted while stalled; resolves once sent. */
  const flush = async (link: Link) => {
    if (!link.server) {
      const server = net.connect(target.port, target.host);
      link.server = server;
      server.on('data', (chunk: Buffer) => toClient(link, chunk));
      server.on('close', () => drop(link));
      server.on('error', () => drop(link));
      await new Promise<void>((resolve) => {
        server.once('connect', resolve);
        server.once('close', resolve);
      });
    }
    for (const chunk of link.toServer.splice(0)) link.server.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  };

  const proxy = net.createServer((client) => {
    const link: Link = { client, server: null, toServer: [], toClient: [] };
    links.add(link);
    client.on('data', (chunk: Buffer) => toServer(link, chunk));
    client.on('close', () => drop(link));
    client.on('error', () => drop(link));
    // A connection accepted during a stall reaches the server only when it resumes.
    if (!stalled) void flush(link);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    stall: () => {
      stalled = true;
    },
    slow: (ms) => {
      lagMs = ms;
    },
    resume: async () => {
      stalled = false;
      lagMs = 0;
      await Promise.all([...links].map(flush));
    },
    open: () => links.size,
    waiting: () => [...links].filter((link) => link.toServer.length > 0).length,
    close: async () => {
      for (const link of links) drop(link);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
