import type { Namespace } from '@/shared/i18n/config';

/**
 * The namespaces of the app shell (layouts, error and loading screens), bundled with the entry
 * in Spanish so they show even when the network fails (lib/i18n.ts). The build refuses entry code
 * that uses any other (scripts/i18n-namespaces.ts).
 */
export const BOOT_NAMESPACES = ['common', 'errors', 'shell'] as const satisfies readonly Namespace[];
