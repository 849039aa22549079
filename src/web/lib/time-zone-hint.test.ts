// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_COOKIE } from '@/shared/web-build';
import { browserTimeZone } from './formatters';
import { rememberTimeZone } from './time-zone-hint';

const hint = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);

afterEach(() => {
  document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
});

describe('rememberTimeZone', () => {
  it("keeps the browser's time zone for the server, encoded", () => {
    rememberTimeZone();
    expect(decodeURIComponent(hint()!)).toBe(browserTimeZone());
    rememberTimeZone('America/Argentina/Buenos_Aires');
    expect(hint()).toBe(encodeURIComponent('America/Argentina/Buenos_Aires'));
  });

  it('leaves the cookie alone when it already holds the zone', () => {
    rememberTimeZone('Asia/Tokyo');
    const write = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let writes = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => write.get!.call(document) as string,
      set: (value: string) => {
        writes++;
        write.set!.call(document, value);
      },
    });
    try {
      rememberTimeZone('Asia/Tokyo');
      expect(writes).toBe(0);
      rememberTimeZone('Europe/Lisbon');
      expect(writes).toBe(1);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    expect(hint()).toBe(encodeURIComponent('Europe/Lisbon'));
  });
});
