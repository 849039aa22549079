/**
 * Caret colours: dark enough for white label text (contrast ≥ 4.5:1) and distinct from each
 * other, so a label reads the same on the light and the dark page.
 */
export const CARET_COLORS = [
  '#b91c1c',
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#be185d',
  '#0e7490',
  '#4d7c0f',
] as const;

/** The same colour for a user on every screen: picked from the palette by a hash of the id. */
export function caretColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLORS[hash % CARET_COLORS.length]!;
}
