import { useEffect } from 'react';
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

/**
 * Tells the server the browser's zone from the signed-in shell: every way into a session (the
 * sign-in form, OAuth, an invitation, registration) goes on to it in the browser before the server
 * can render a signed-in screen for this browser. Public and sign-in screens do not: they skip
 * the page's first `Intl` call, which starts the browser's locale data (12–15 ms at full speed).
 * In a task of its own after the shell's first commit.
 */
export function useTimeZoneHint(): void {
  useEffect(() => {
    const timer = setTimeout(() => rememberTimeZone(), 0);
    return () => clearTimeout(timer);
  }, []);
}
