import type { ReportScheduleRow } from '../../db/schema/report-schedules';
import { iso } from '../../lib/dates';
import type { ReportSchedule } from '../../../shared/schemas/reports';

export function presentSchedule(row: ReportScheduleRow): ReportSchedule {
  return {
    id: row.id,
    period: row.period,
    recipients: row.recipients,
    language: row.language,
    enabled: row.enabled,
    next_run_at: row.nextRunAt.toISOString(),
    last_sent_at: iso(row.lastSentAt),
    created_at: row.createdAt.toISOString(),
  };
}
