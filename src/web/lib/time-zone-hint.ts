import { TIME_ZONE_COOKIE } from '@/shared/web-build';
import { browserTimeZone } from './formatters';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the browser's time zone in `TIME_ZONE_COOKIE` for the server, which renders signed-in
 * first screens (their greeting, their dates) in it, as the app's own first render does
 * (docs/decisions/0046). Written only when it changed.
 */
export function rememberTimeZone(zone: string = browserTimeZone()): void {
  const pair = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (document.cookie.split('; ').includes(pair)) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${pair}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}
