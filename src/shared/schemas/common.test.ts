import { describe, expect, it } from 'vitest';
import {
  dateOnlySchema,
  endOfDateOnly,
  pageMeta,
  pageOffset,
  pageQuerySchema,
  startOfDateOnly,
} from './common';

describe('date-only values', () => {
  it('accept YYYY-MM-DD only', () => {
    expect(dateOnlySchema.safeParse('2026-11-01').success).toBe(true);
    expect(dateOnlySchema.safeParse('2026-11-01T00:00:00Z').success).toBe(false);
    expect(dateOnlySchema.safeParse('01/11/2026').success).toBe(false);
  });

  it('cover the whole UTC day, the end exclusive', () => {
    expect(startOfDateOnly('2026-12-31').toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(endOfDateOnly('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('pages', () => {
  it('default to page 1 of 10 and refuse pages past the maximum size', () => {
    expect(pageQuerySchema().parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema({ limit: 50, max: 200 }).parse({ page: '3' })).toEqual({ page: 3, limit: 50 });
    expect(pageQuerySchema().safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuerySchema().safeParse({ page: '0' }).success).toBe(false);
  });

  it('count pages and offsets', () => {
    expect(pageMeta(237, { page: 2, limit: 10 })).toEqual({ total: 237, page: 2, limit: 10, totalPages: 24 });
    expect(pageMeta(0, { page: 1, limit: 10 }).totalPages).toBe(0);
    expect(pageOffset({ page: 3, limit: 20 })).toBe(40);
  });
});
