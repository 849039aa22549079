import { z } from 'zod';

/** A calendar day, 'YYYY-MM-DD' (no time, no zone). */
export const dateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'projects:dateInvalid');

/** The first instant (UTC) of a 'YYYY-MM-DD' day. */
export function startOfDateOnly(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The first instant (UTC) of the day after a 'YYYY-MM-DD' day: the exclusive end of that day. */
export function endOfDateOnly(day: string): Date {
  return new Date(startOfDateOnly(day).getTime() + 86_400_000);
}

/** `?page=&limit=` of every list (SPEC §7): pages from 1, a default and a maximum page size. */
export function pageQuerySchema(defaults: { limit: number; max: number } = { limit: 10, max: 100 }) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(defaults.max).default(defaults.limit),
  });
}

/** What every list returns beside its items. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The rows to skip for a page. */
export function pageOffset(q: { page: number; limit: number }): number {
  return (q.page - 1) * q.limit;
}

/** `{ total, page, limit, totalPages }` for a page of a list of `total` items. */
export function pageMeta(total: number, q: { page: number; limit: number }): PageMeta {
  return { total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) };
}
