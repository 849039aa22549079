import { dateOnlySchema, startOfDateOnly } from '@/shared/schemas/common';

/**
 * The security log's filters: read from and written to the URL's search params, turned into the
 * API's query (event, from, to) and applied on the client (text over name and e-mail). Pure.
 */
export interface SecurityFilters {
  /** An event name, or '' for all. */
  event: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  /** YYYY-MM-DD or ''. */
  to: string;
  /** Free text matched against the user's name and e-mail, on the loaded rows. */
  q: string;
}

export interface SecurityLogQuery {
  event?: string;
  from?: string;
  to?: string;
  /** The viewer's timezone: the days of from/to are theirs, as the times shown are. */
  tz?: string;
}

export interface FilterableLog {
  event: string;
  user_name: string | null;
  email: string | null;
}

export const EMPTY_FILTERS: SecurityFilters = { event: '', from: '', to: '', q: '' };

const MAX_EVENT_LENGTH = 50;
const MAX_TEXT_LENGTH = 200;

/** A real calendar date written YYYY-MM-DD (what native date inputs give). */
export function isIsoDate(value: string): boolean {
  if (!dateOnlySchema.safeParse(value).success) return false;
  const date = startOfDateOnly(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Filters from the URL; anything malformed is ignored rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): SecurityFilters {
  const event = params.get('event')?.trim() ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    event: /^[a-z0-9_]+$/i.test(event) && event.length <= MAX_EVENT_LENGTH ? event : '',
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    q: (params.get('q') ?? '').slice(0, MAX_TEXT_LENGTH),
  };
}

/** The filters as search params, empty ones left out (a clean URL when nothing is filtered). */
export function filtersToParams(filters: SecurityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.event) params.set('event', filters.event);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  return params;
}

/** 'toBeforeFrom' when both dates are set and the end comes before the start. */
export function rangeError(filters: Pick<SecurityFilters, 'from' | 'to'>): 'toBeforeFrom' | null {
  return filters.from && filters.to && filters.to < filters.from ? 'toBeforeFrom' : null;
}

/**
 * What the server filters: event and dates (an impossible range is not sent until fixed), the
 * dates read as whole days in `timeZone`.
 */
export function toServerQuery(filters: SecurityFilters, timeZone?: string): SecurityLogQuery {
  const datesValid = !rangeError(filters);
  const from = datesValid && filters.from;
  const to = datesValid && filters.to;
  return {
    ...(filters.event && { event: filters.event }),
    ...(from && { from }),
    ...(to && { to }),
    ...((from || to) && timeZone && { tz: timeZone }),
  };
}

export function hasFilters(filters: SecurityFilters): boolean {
  return Boolean(filters.event || filters.from || filters.to || filters.q.trim());
}

/** Lower case, accents removed: "José" matches "jose". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Rows whose user's name or e-mail contains the text (all rows when the text is empty). */
export function applyTextFilter<T extends FilterableLog>(logs: T[], text: string): T[] {
  const needle = normalizeText(text);
  if (!needle) return logs;
  return logs.filter((log) =>
    [log.user_name, log.email].some((value) => value && normalizeText(value).includes(needle)),
  );
}

export interface LogSummary {
  total: number;
  failedSignIns: number;
}

export function summarize(logs: FilterableLog[]): LogSummary {
  return { total: logs.length, failedSignIns: logs.filter((log) => log.event === 'sign_in_failed').length };
}
