/** Header the server sets from the socket (never trusted from the client) for rate limiting. */
export const CLIENT_IP_HEADER = 'x-websy-client-ip';

/** The client's address as the auth library's endpoints see it, for the security log. */
export const clientIpOf = (headers: Headers | undefined) =>
  headers?.get(CLIENT_IP_HEADER) ?? headers?.get('x-forwarded-for') ?? null;
