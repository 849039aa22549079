import { z } from 'zod';
import { DATE_ONLY_PATTERN } from '../domain/calendar';

export { endOfDateOnly, startOfDateOnly } from '../domain/calendar';

/** A calendar day, 'YYYY-MM-DD' (no time, no zone). */
export const dateOnlySchema = z.string().regex(DATE_ONLY_PATTERN, 'validation:dateInvalid');

/** `?page=&limit=` of every list (docs/product.md#api-conventions): pages from 1, a default and a maximum page size. */
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
