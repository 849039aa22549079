import { useSyncExternalStore } from 'react';

/**
 * "Invalid API key" errors (English or Spanish wording) replace the whole app with the
 * configuration-error screen (docs/product.md#screens-and-navigation): nothing else can work until the key is fixed.
 */
const INVALID_KEY = [
  /invalid\s+api[\s_-]*key/i,
  /api[\s_-]*key\s+(is\s+)?(invalid|not\s+valid)/i,
  /api[\s_-]*key\s+(no\s+v[aá]lida|inv[aá]lida)/i,
  /(clave|llave)\s+(de\s+)?api(\s+de\s+\S+)?\s+(no\s+v[aá]lida|inv[aá]lida)/i,
];

export function mentionsInvalidApiKey(message: string | null | undefined): boolean {
  if (!message) return false;
  return INVALID_KEY.some((pattern) => pattern.test(message));
}

let current: string | null = null;
const listeners = new Set<() => void>();

export function reportConfigError(message: string): void {
  if (current) return;
  current = message;
  for (const listener of listeners) listener();
}

/** Checks any error and raises the configuration screen when it is about an invalid key. */
export function checkForConfigError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  if (!mentionsInvalidApiKey(message)) return false;
  reportConfigError(message ?? '');
  return true;
}

export function useConfigError(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** For tests only. */
export function resetConfigError(): void {
  current = null;
  for (const listener of listeners) listener();
}
