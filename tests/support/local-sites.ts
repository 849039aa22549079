import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/**
 * Web sites for site care's tests, on loopback (the portal reaches them with
 * WEBHOOK_ALLOW_PRIVATE=1): each answers every GET with the status it is set to (a 3xx with a
 * Location, as a home page redirecting to https does), counts the requests, and can stop
 * listening (a refused connection). An HTTPS one presents a self-signed certificate made here,
 * for `localhost` and 127.0.0.1, valid until the date given.
 */
export interface LocalSite {
  url: string;
  status: number;
  requests: number;
  /** Stops listening: connections are refused until `reopen`. */
  stop(): Promise<void>;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function startSite(
  make: (handler: (req: IncomingMessage, res: ServerResponse) => void) => Server,
  scheme: string,
) {
  const site = { status: 200, requests: 0 };
  const handler = (_req: IncomingMessage, res: ServerResponse) => {
    site.requests += 1;
    const headers = site.status >= 300 && site.status < 400 ? { location: 'https://localhost/' } : {};
    res.writeHead(site.status, { 'content-type': 'text/html', ...headers });
    res.end('<!doctype html><title>Sitio</title>');
  };
  let server = make(handler);
  const port = await listen(server);
  const local: LocalSite = {
    url: `${scheme}://127.0.0.1:${port}/`,
    get status() {
      return site.status;
    },
    set status(value: number) {
      site.status = value;
    },
    get requests() {
      return site.requests;
    },
    set requests(value: number) {
      site.requests = value;
    },
    stop: () => closeServer(server),
    async reopen() {
      server = make(handler);
      await listen(server, port);
    },
    close: () => closeServer(server),
  };
  return local;
}

export function startLocalSite(): Promise<LocalSite> {
  return startSite((handler) => createServer(handler), 'http');
}

export async function startLocalHttpsSite(notAfter: Date): Promise<LocalSite & { fingerprint: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 86_400_000),
    notAfterDate: notAfter,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const site = await startSite(
    (handler) => createHttpsServer({ key: pems.private, cert: pems.cert }, handler),
    'https',
  );
  return Object.assign(site, { fingerprint: pems.fingerprint });
}
