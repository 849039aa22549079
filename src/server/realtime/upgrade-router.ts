import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => unknown;

/**
 * The HTTP server's WebSocket upgrades, routed by path (the realtime relay, the shared documents'
 * Hocuspocus); any other path is refused with 404.
 */
export function routeUpgrades(server: Server, routes: Record<string, UpgradeHandler>) {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0]!;
    const handler = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (handler) return void handler(request, socket, head);
    socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  });
}
