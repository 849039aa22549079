/**
 * A short, human name for a user agent: "Chrome 131 · Windows", "Safari 17 · iPhone",
 * "curl 8.5". Empty or missing agents give null. Pure.
 */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]*.*Safari\//],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/** Programs that are not browsers: their own product token ("curl/8.5.0" → "curl 8.5.0"). */
const TOOLS =
  /^(curl|Wget|PostmanRuntime|node|undici|axios|okhttp|python-requests|Go-http-client|insomnia)\/([\d.]+)/i;

const MAX_LENGTH = 40;

export function shortUserAgent(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const tool = TOOLS.exec(ua);
  if (tool) return `${tool[1]} ${tool[2]}`;
  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  if (browser) {
    const version = browser[1].exec(ua)?.[1];
    const name = `${browser[0]}${version ? ` ${version}` : ''}`;
    return system ? `${name} · ${system}` : name;
  }
  if (system) return system;
  return ua.length > MAX_LENGTH ? `${ua.slice(0, MAX_LENGTH - 1)}…` : ua;
}
