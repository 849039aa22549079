import { LIMITS } from '@/shared/limits';
import {
  approvalStatusSchema,
  projectStatusSchema,
  type ApprovalStatus,
  type ProjectStatus,
} from '@/shared/schemas/project-input';
import type { ProjectsQuery } from '@/web/lib/api/list-projects';

/**
 * The state of a project list (search, filters, sort, page) lives in the URL, so a filtered
 * list can be bookmarked, shared and restored with the back button.
 */
export const SORT_PRESETS = {
  recent: { sort: 'created_at', order: 'desc' },
  oldest: { sort: 'created_at', order: 'asc' },
  updated: { sort: 'updated_at', order: 'desc' },
  name: { sort: 'name', order: 'asc' },
  progress: { sort: 'progress', order: 'desc' },
  status: { sort: 'status', order: 'asc' },
} as const satisfies Record<string, Pick<ProjectsQuery, 'sort' | 'order'>>;
export type SortPreset = keyof typeof SORT_PRESETS;
export const sortPresets = Object.keys(SORT_PRESETS) as SortPreset[];
export const DEFAULT_SORT: SortPreset = 'recent';

export interface ProjectListParams {
  search: string;
  status: ProjectStatus | undefined;
  approval: ApprovalStatus | undefined;
  technology: string | undefined;
  sort: SortPreset;
  page: number;
}

export const EMPTY_LIST_PARAMS: ProjectListParams = {
  search: '',
  status: undefined,
  approval: undefined,
  technology: undefined,
  sort: DEFAULT_SORT,
  page: 1,
};

const isSortPreset = (value: string | null): value is SortPreset => value !== null && value in SORT_PRESETS;

/** URL → list state; unknown or broken values fall back to the defaults. */
export function paramsFromSearch(search: URLSearchParams): ProjectListParams {
  const status = projectStatusSchema.safeParse(search.get('status'));
  const approval = approvalStatusSchema.safeParse(search.get('approval'));
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const technology = search.get('tech')?.trim();
  return {
    search: (search.get('q') ?? '').slice(0, 200),
    status: status.success ? status.data : undefined,
    approval: approval.success ? approval.data : undefined,
    technology: technology ? technology.slice(0, 50) : undefined,
    sort: isSortPreset(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** List state → URL; defaults are left out so a plain list keeps a plain address. */
export function searchFromParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('q', params.search.trim());
  if (params.status) search.set('status', params.status);
  if (params.approval) search.set('approval', params.approval);
  if (params.technology) search.set('tech', params.technology);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Changing anything but the page starts again on page 1. */
export function updateParams(
  current: ProjectListParams,
  change: Partial<ProjectListParams>,
): ProjectListParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** List state → the query of GET /api/projects. */
export function toApiQuery(
  params: ProjectListParams,
  extra: { createdBy?: string; limit?: number } = {},
): ProjectsQuery {
  const { sort, order } = SORT_PRESETS[params.sort];
  return {
    ...(params.search.trim() && { search: params.search.trim() }),
    ...(params.status && { status: params.status }),
    ...(params.approval && { approval_status: params.approval }),
    ...(params.technology && { technology: params.technology }),
    ...(extra.createdBy && { created_by: extra.createdBy }),
    sort,
    order,
    page: params.page,
    limit: extra.limit ?? LIMITS.projectPageSize,
  };
}

export function activeFilterCount(params: ProjectListParams): number {
  return [params.status, params.approval, params.technology, params.search.trim() || undefined].filter(
    Boolean,
  ).length;
}

/** "1–10 de 237": the first and last position shown on a page (0–0 when empty). */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
