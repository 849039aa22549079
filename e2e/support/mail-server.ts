import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMailCatcher, type CaughtMail } from '../../tests/support/mail-catcher';

/**
 * The API tests' SMTP catcher, plus a small loopback HTTP server so the Playwright workers (other
 * processes) can read what the portal sent:
 *   GET /messages?to=ana@x.com            → { messages: [...] }   (all mail to that address)
 *   GET /wait?to=ana@x.com&count=1&timeout=10000
 *                                          → { message } the count-th mail to that address,
 *                                            waiting up to `timeout` ms (404 when none came)
 */
export async function startMailServer() {
  const catcher = await startMailCatcher();

  const to = (address: string) => catcher.messages.filter((m) => m.to.includes(address.toLowerCase()));
  const present = (m: CaughtMail) => ({ to: m.to, subject: m.subject, text: m.text });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const address = url.searchParams.get('to');
    if (!address) return send(400, { error: 'to is required' });

    if (url.pathname === '/messages') return send(200, { messages: to(address).map(present) });
    if (url.pathname === '/wait') {
      const count = Number(url.searchParams.get('count') ?? '1');
      const deadline = Date.now() + Number(url.searchParams.get('timeout') ?? '10000');
      const poll = () => {
        const found = to(address)[count - 1];
        if (found) return send(200, { message: present(found) });
        if (Date.now() > deadline) return send(404, { error: `no mail #${count} for ${address}` });
        setTimeout(poll, 100);
      };
      return poll();
    }
    return send(404, { error: 'unknown path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    smtpUrl: catcher.url,
    httpUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await catcher.close();
    },
  };
}
