import http from 'node:http';
import net from 'node:net';

/**
 * A request carrying this cookie (`lb-pin=<i>`) goes to target i, as a load balancer's sticky
 * cookie would pin it: a test uses it to put an editor on a chosen instance while the Origin stays
 * the proxy's. The portal ignores a cookie it does not know.
 */
export const PIN_COOKIE = 'lb-pin';

/** `cookie` with the pin to target `index` added. */
export const pinnedTo = (cookie: string, index: number) =>
  [cookie, `${PIN_COOKIE}=${index}`].filter(Boolean).join('; ');

export interface RoundRobinProxy {
  /** The proxy's base URL: what the instances must have as PUBLIC_URL, the Origin they accept. */
  url: string;
  /** The instances behind the proxy; set once they are started (they need the proxy's URL first). */
  setTargets(targets: string[]): void;
  /** Requests and upgrades sent to each target, by index. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests on a free loopback port: each HTTP request and each WebSocket upgrade
 * goes to the next target in turn (no stickiness but the explicit pin cookie), passed on as it came
 * (method, path, headers, body) and answered as the target answered (status, every header, the
 * set-cookie lines one by one, the body streamed).
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let targets: URL[] = [];
  const served: number[] = [];
  let turn = 0;
  // Keep-alive to the targets, as a real balancer pools its upstream connections; destroyed on close.
  const agent = new http.Agent({ keepAlive: true });
  const tunnels = new Set<net.Socket>();

  /** The target for this request: the pinned one, or the next in turn. */
  const pick = (req: http.IncomingMessage): { target: URL; index: number } => {
    if (!targets.length) throw new Error('the proxy has no targets yet');
    const pin = /(?:^|;\s*)lb-pin=(\d+)/.exec(req.headers.cookie ?? '');
    const index = pin ? Number(pin[1]) % targets.length : turn++ % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    return { target: targets[index]!, index };
  };

  const server = http.createServer((req, res) => {
    const { target } = pick(req);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // The raw list keeps repeated headers and their order exactly as the client sent them.
        headers: req.rawHeaders,
        agent,
      },
      (answer) => {
        // Raw again, so that several set-cookie lines stay several lines.
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { target } = pick(req);
    const upstream = net.connect(Number(target.port), target.hostname);
    tunnels.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      tunnels.delete(client);
      tunnels.delete(upstream);
    };
    upstream.once('connect', () => {
      // The upgrade request exactly as it came, then whatever the client sent after it.
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const side of [client, upstream]) {
      side.on('error', drop);
      side.on('close', drop);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTargets(urls) {
      targets = urls.map((u) => new URL(u));
      served.splice(0, served.length, ...urls.map(() => 0));
    },
    served,
    async close() {
      for (const socket of tunnels) socket.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
