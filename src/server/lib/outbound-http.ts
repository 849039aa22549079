import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { ConnectionOptions } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * Requests to addresses that users typed (webhook endpoints, the sites that site care watches).
 * These rules are the same everywhere (docs/product.md#webhooks):
 * - only http and https;
 * - the host is resolved once per request, and every address it resolves to must be public
 *   unless the operator allows private ones (`WEBHOOK_ALLOW_PRIVATE=1`). The connection then goes
 *   to the checked address, so a second lookup cannot rebind it;
 * - 10 s at most;
 * - redirects are never followed (a 3xx is the answer).
 */
export interface OutboundPolicy {
  /** Private, loopback and link-local addresses allowed (the operator's choice). */
  allowPrivate: boolean;
}

export type OutboundRefusal = 'invalid_url' | 'private_address' | 'unresolvable';

export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

export const OUTBOUND_TIMEOUT_MS = 10_000;

/** What the address ranges library calls the public internet; everything else is refused by default. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL if it is an absolute http(s) URL, else null. */
export function parseOutboundUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Resolves `raw` once and checks every address it resolves to, or throws OutboundRefused. */
export async function resolveTarget(raw: string, policy: OutboundPolicy): Promise<ResolvedTarget> {
  const url = parseOutboundUrl(raw);
  if (!url) throw new OutboundRefused('invalid_url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new OutboundRefused('unresolvable');
    }
  }
  if (addresses.length === 0) throw new OutboundRefused('unresolvable');
  if (!policy.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new OutboundRefused('private_address');
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

export interface OutboundRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  /** At most OUTBOUND_TIMEOUT_MS. */
  timeoutMs?: number;
  /** TLS options beside the pinned address (the servername stays the URL's host). */
  tls?: Pick<ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
  /** How much of the response body to keep (the rest is discarded). */
  maxBodyBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The start of the body, as text. */
  body: string;
  /** From the request's start to the end of the kept body. */
  latencyMs: number;
  /** The address the connection went to. */
  address: string;
}

/**
 * One request under the rules above. Throws OutboundRefused before connecting, or the transport's
 * error (timeout, refused connection, TLS failure) after.
 */
export async function sendOutbound(
  raw: string,
  policy: OutboundPolicy,
  options: OutboundRequest = {},
): Promise<OutboundResponse> {
  const target = await resolveTarget(raw, policy);
  const timeout = Math.min(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS, OUTBOUND_TIMEOUT_MS);
  const pinned = (
    _hostname: string,
    lookupOptions: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const agent = new Agent({
    connect: { lookup: pinned, timeout, ...options.tls },
    headersTimeout: timeout,
    bodyTimeout: timeout,
    connections: 1,
    pipelining: 0,
  });
  const started = performance.now();
  try {
    const response = await request(target.url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      dispatcher: agent,
      signal: AbortSignal.timeout(timeout),
    });
    const limit = options.maxBodyBytes ?? 4096;
    const chunks: Buffer[] = [];
    let kept = 0;
    for await (const chunk of response.body) {
      const part = (chunk as Buffer).subarray(0, limit - kept);
      chunks.push(part);
      kept += part.length;
      // Leaving the loop destroys the body: nothing more is read.
      if (kept >= limit) break;
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      latencyMs: Math.round(performance.now() - started),
      address: target.address,
    };
  } finally {
    await agent.close().catch(() => undefined);
  }
}
