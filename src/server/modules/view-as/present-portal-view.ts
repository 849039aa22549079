import type { PortalView } from '../../../shared/schemas/view-as';

/** A row of `client_portal_views` (drizzle/0039); times as the driver reads timestamptz. */
export interface PortalViewRow extends Record<string, unknown> {
  id: string;
  admin_name: string | null;
  started_at: Date | string;
  ended_at: Date | string | null;
  expires_at: Date | string | null;
  duration_seconds: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentPortalView(row: PortalViewRow): PortalView {
  return {
    id: row.id,
    admin_name: row.admin_name,
    started_at: iso(row.started_at),
    ended_at: row.ended_at ? iso(row.ended_at) : null,
    // A start written before its expiry was recorded reads as lasting the library's hour.
    expires_at: row.expires_at
      ? iso(row.expires_at)
      : iso(new Date(new Date(row.started_at).getTime() + 3600_000)),
    duration_seconds: row.duration_seconds,
  };
}
