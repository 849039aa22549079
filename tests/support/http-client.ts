/** A browser-like HTTP client for API tests: keeps cookies, sends the app's Origin. */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly defaults: { origin?: string | null; language?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h = new Headers(headers);
    if (body !== undefined && !h.has('content-type')) h.set('content-type', 'application/json');
    const origin = this.defaults.origin === undefined ? this.baseUrl : this.defaults.origin;
    if (origin && !h.has('origin')) h.set('origin', origin);
    if (this.cookies.size && !h.has('cookie')) h.set('cookie', this.cookieHeader);
    if (!h.has('accept-language')) h.set('accept-language', this.defaults.language ?? 'es');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Blob([new Uint8Array(body)])
              : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body ?? {}, headers);
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, body ?? {});
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}
