/**
 * The security events: the server records only these (`recordSecurityEvent`) and the security log
 * shows them, with how much each one matters and how its details are read. Pure: no React, no
 * i18n instance.
 */
export const SECURITY_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'sign_out',
  'sign_up',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'session_revoked',
  'role_changed',
  'user_deactivated',
  'user_reactivated',
  'project_deleted',
  'invitation_sent',
  'invitation_accepted',
  'client_view_started',
  'client_view_ended',
  'api_token_created',
  'api_token_revoked',
] as const;

export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

/** critical: failed sign-ins, deactivations, deletions; warning: access changes; info: routine. */
export type EventSeverity = 'critical' | 'warning' | 'success' | 'info';

const SEVERITY: Record<SecurityEventName, EventSeverity> = {
  sign_in: 'success',
  sign_in_failed: 'critical',
  account_locked: 'critical',
  sign_out: 'info',
  sign_up: 'success',
  password_changed: 'warning',
  password_reset_requested: 'warning',
  password_reset: 'warning',
  two_factor_enabled: 'success',
  two_factor_disabled: 'warning',
  session_revoked: 'warning',
  role_changed: 'warning',
  user_deactivated: 'critical',
  user_reactivated: 'success',
  project_deleted: 'critical',
  invitation_sent: 'info',
  invitation_accepted: 'success',
  client_view_started: 'warning',
  client_view_ended: 'info',
  api_token_created: 'warning',
  api_token_revoked: 'warning',
};

export function isKnownEvent(event: string): event is SecurityEventName {
  return (SECURITY_EVENTS as readonly string[]).includes(event);
}

/** Unknown events (recorded by a newer server) are shown as routine. */
export function eventSeverity(event: string): EventSeverity {
  return isKnownEvent(event) ? SEVERITY[event] : 'info';
}

export function isCritical(event: string): boolean {
  return eventSeverity(event) === 'critical';
}

/** The details' keys the UI knows how to name, in the order they are shown. */
export const DETAIL_KEYS = ['reason', 'from', 'to', 'role', 'by', 'count', 'session'] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

/** Why a sign-in failed, as Better Auth reports it (`details.reason`). */
export const FAILURE_REASONS = [
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'BANNED_USER',
  'EMAIL_NOT_VERIFIED',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export type DetailValue = string | number | boolean | null;

export interface DetailEntry {
  /** A known key (translated by the UI) or the raw key. */
  key: string;
  known: boolean;
  kind: 'reason' | 'role' | 'person' | 'plain';
  value: string;
}

const ROLE_KEYS = new Set<string>(['from', 'to', 'role']);
const PERSON_KEYS = new Set<string>(['by']);

/**
 * Details in a stable order: known keys first (as listed in DETAIL_KEYS), then the rest
 * alphabetically; null and empty values left out; every value as text.
 */
export function detailEntries(details: Record<string, DetailValue> | null | undefined): DetailEntry[] {
  if (!details) return [];
  const rank = (key: string) => {
    const i = (DETAIL_KEYS as readonly string[]).indexOf(key);
    return i === -1 ? DETAIL_KEYS.length : i;
  };
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => {
      const known = (DETAIL_KEYS as readonly string[]).includes(key);
      const kind =
        key === 'reason' ? 'reason' : ROLE_KEYS.has(key) ? 'role' : PERSON_KEYS.has(key) ? 'person' : 'plain';
      return { key, known, kind, value: String(value) };
    });
}

export function isFailureReason(value: string): value is FailureReason {
  return (FAILURE_REASONS as readonly string[]).includes(value);
}

/** A "view as client" event as the security screen tells it (docs/decisions/0054). */
export interface ClientView {
  phase: 'started' | 'ended';
  clientName: string | null;
  clientEmail: string | null;
  /** How long the view lasted (ended events). */
  seconds: number | null;
}

/** The view an event records, or null for any other event. */
export function clientViewOf(
  event: string,
  details: Record<string, DetailValue> | null | undefined,
): ClientView | null {
  if (event !== 'client_view_started' && event !== 'client_view_ended') return null;
  const text = (value: DetailValue | undefined) => (typeof value === 'string' && value !== '' ? value : null);
  const seconds = details?.seconds;
  return {
    phase: event === 'client_view_started' ? 'started' : 'ended',
    clientName: text(details?.target_name),
    clientEmail: text(details?.target_email),
    seconds: typeof seconds === 'number' ? seconds : null,
  };
}
