import { z } from 'zod';
import { APP_VERSION } from '@/shared/limits';
import { preferenceInputSchema, type PreferenceInput } from '@/shared/schemas/preferences';
import type { PreferenceItem } from './api/get-preferences';

/** Types that describe the session, not a choice of the user: never exported nor imported. */
const SESSION_TYPES = new Set(['auth_state', 'welcome_back']);

/** The JSON file of Settings › Export. */
export function buildExport(items: readonly PreferenceItem[], now: Date = new Date()) {
  return {
    app: 'websy',
    version: APP_VERSION,
    exported_at: now.toISOString(),
    items: items
      .filter((p) => !SESSION_TYPES.has(p.preference_type))
      .map(({ preference_type, preference_key, preference_value }) => ({
        preference_type,
        preference_key,
        preference_value,
      })),
  };
}

/** `websy-preferencias-YYYY-MM-DD.json` in local time. */
export function exportFileName(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `websy-preferencias-${y}-${m}-${d}.json`;
}

const importFileSchema = z.union([
  z.object({ items: z.array(preferenceInputSchema).max(200) }).loose(),
  z.array(preferenceInputSchema).max(200),
]);

export type ParsedImport =
  { ok: true; items: PreferenceInput[] } | { ok: false; reason: 'json' | 'shape' | 'empty' };

/** Validates an uploaded file; nothing is sent unless the whole file is valid. */
export function parseImportFile(text: string): ParsedImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const parsed = importFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'shape' };
  const items = (Array.isArray(parsed.data) ? parsed.data : parsed.data.items).filter(
    (item) => !SESSION_TYPES.has(item.preference_type),
  );
  if (items.length === 0) return { ok: false, reason: 'empty' };
  const unique = new Map(items.map((item) => [`${item.preference_type}/${item.preference_key}`, item]));
  return { ok: true, items: [...unique.values()] };
}
