import { TIMINGS } from '@/shared/limits';
import { STORAGE_KEYS, storage } from './storage';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_QUERY = '(prefers-reduced-motion: reduce)';

function media(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** The theme chosen explicitly on this device (mirrored from preferences), if any. */
export function readStoredTheme(): Theme | null {
  const raw = storage.get(STORAGE_KEYS.theme)?.replace(/"/g, '');
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function systemTheme(): Theme {
  return media(DARK_QUERY)?.matches ? 'dark' : 'light';
}

/**
 * What the page shows now (set before paint by the inline script in index.html); 'light' where
 * there is no page (the build's prerender, whose markup follows the `dark` class through CSS).
 */
export function domTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function prefersReducedMotion(): boolean {
  return (
    media(REDUCED_QUERY)?.matches === true || document.documentElement.classList.contains('reduce-motion')
  );
}

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

/** Applies a theme to <html>, fading colours over 0.3 s unless motion is reduced. */
export function applyTheme(theme: Theme, { animate = true }: { animate?: boolean } = {}): void {
  const root = document.documentElement;
  if (domTheme() === theme) {
    root.style.colorScheme = theme;
    return;
  }
  if (animate && !prefersReducedMotion()) {
    root.classList.add('theme-transition');
    clearTimeout(transitionTimer);
    transitionTimer = setTimeout(() => root.classList.remove('theme-transition'), TIMINGS.themeTransitionMs);
  }
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function applyReduceMotion(enabled: boolean): void {
  document.documentElement.classList.toggle('reduce-motion', enabled);
  if (enabled) storage.set(STORAGE_KEYS.reduceMotion, 'true');
  else storage.remove(STORAGE_KEYS.reduceMotion);
}

/** Calls `listener` whenever the system colour scheme changes. */
export function onSystemThemeChange(listener: (theme: Theme) => void): () => void {
  const query = media(DARK_QUERY);
  if (!query) return () => undefined;
  const handler = (event: MediaQueryListEvent) => listener(event.matches ? 'dark' : 'light');
  query.addEventListener('change', handler);
  return () => query.removeEventListener('change', handler);
}
