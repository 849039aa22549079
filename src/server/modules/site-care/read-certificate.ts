import { connect, type PeerCertificate, type TLSSocket } from 'node:tls';
import ipaddr from 'ipaddr.js';
import { OUTBOUND_TIMEOUT_MS, resolveTarget, type OutboundPolicy } from '../../lib/outbound-http';
import { failureCode } from './probe-uptime';

/** A reading of the site's TLS certificate. */
export interface CertificateReading {
  expiresAt: Date | null;
  issuer: string | null;
  /** Trusted by the system's authorities and matching the host. */
  valid: boolean;
  /** Why there is no certificate: 'not_https', 'tls', 'timeout', 'connection', 'private_address', 'unresolvable', 'invalid_url'. */
  error: string | null;
  fingerprint: string | null;
}

const none = (error: string): CertificateReading => ({
  expiresAt: null,
  issuer: null,
  valid: false,
  error,
  fingerprint: null,
});

function issuerOf(cert: PeerCertificate): string | null {
  const issuer = cert.issuer as Partial<Record<string, string | string[]>> | undefined;
  const pick = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return pick(issuer?.O) ?? pick(issuer?.CN) ?? null;
}

/**
 * Opens a TLS connection to the site's checked address (resolved once under the outbound rules)
 * with the site's host as the server name, and reads the certificate it presents: its expiry and
 * issuer even when it is not trusted, and whether it is (chain and host name). 10 s at most.
 */
export async function readCertificate(url: string, policy: OutboundPolicy): Promise<CertificateReading> {
  let target;
  try {
    target = await resolveTarget(url, policy);
  } catch (error) {
    return none(failureCode(error));
  }
  if (target.url.protocol !== 'https:') return none('not_https');
  const host = target.url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(target.url.port || 443);
  return new Promise((resolve) => {
    const socket: TLSSocket = connect({
      host: target.address,
      port,
      // A server name must be a host name (RFC 6066); an IP address is checked as itself.
      ...(ipaddr.isValid(host) ? {} : { servername: host }),
      rejectUnauthorized: false,
    });
    const finish = (reading: CertificateReading) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reading);
    };
    const timer = setTimeout(() => finish(none('timeout')), OUTBOUND_TIMEOUT_MS);
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      if (!cert || !cert.valid_to) return finish(none('tls'));
      finish({
        expiresAt: new Date(cert.valid_to),
        issuer: issuerOf(cert),
        valid: socket.authorized,
        error: null,
        fingerprint: cert.fingerprint256 ?? null,
      });
    });
    socket.once('error', (error) => finish(none(failureCode(error))));
  });
}
