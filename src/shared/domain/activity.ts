import { z } from 'zod';

/**
 * How a project_activity_log entry is written in any language: the i18n key (in the `projects`
 * namespace, or `signoffs` for a phase's sign-off) and values recorded with it in `metadata.i18n`. The stored `description` is the
 * Spanish text of the same key, kept for entries that have none.
 */
export const activityI18nSchema = z.object({
  key: z.string().regex(/^(projects|signoffs):/),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type ActivityI18n = z.infer<typeof activityI18nSchema>;

/** The recorded key and values of an entry's metadata, or null when it has none (or a bad one). */
export function activityI18nOf(metadata: unknown): ActivityI18n | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const parsed = activityI18nSchema.safeParse((metadata as { i18n?: unknown }).i18n);
  return parsed.success ? parsed.data : null;
}
