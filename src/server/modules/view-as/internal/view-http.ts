import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context';

/** What a view's start and end need of the request: its headers in, the auth cookies out. */
export interface ViewHttp {
  headers: Headers;
  /** Passes on the cookies the auth library set (the session swap) to the browser. */
  setCookies(from: Headers): void;
}

export function viewHttpOf(c: Context<AppEnv>): ViewHttp {
  return {
    headers: c.req.raw.headers,
    setCookies(from) {
      for (const cookie of from.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    },
  };
}
