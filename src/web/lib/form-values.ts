import type { z } from 'zod';

/** Helpers between form fields (always strings) and the shared schemas' values. */

/** '' → null; anything else trimmed. */
export const emptyToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** "Figma, SEO,  React" → ['Figma', 'SEO', 'React'] (no blanks, no repeats). */
export function parseList(value: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const item = part.trim();
    if (item && !out.some((existing) => existing.toLowerCase() === item.toLowerCase())) out.push(item);
  }
  return out;
}

/** '' → null; "2,5" or "2.5" → 2.5; anything else stays as text for the schema to refuse. */
export function parseHours(value: string | null | undefined): number | null | string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * `source.pipe(target)` where the source's output is a valid input of the target (zod's typing
 * wants the two to be identical; this says which one we mean).
 */
export function pipeInto<Source extends z.ZodType, Target extends z.ZodType>(source: Source, target: Target) {
  return source.pipe(target as unknown as z.ZodType<z.output<Target>, z.output<Source>>);
}
