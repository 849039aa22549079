import { tool } from 'ai';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../../db/client';
import { reportPeriods } from '../../../../shared/schemas/reports';
import { readReport } from '../../reports/get-report';
import { reportHref } from './offline/answer-report';

/**
 * The model reads the weekly or monthly report (decision 0029) as the caller: row-level security decides
 * what it counts, as on the reports screen. Reading writes nothing, so it needs no confirmation;
 * the answer links to the screen where it is downloaded as PDF or CSV.
 */
export function reportTools(context: { db: Database; caller: Caller; t: TFunction }) {
  return {
    getReport: tool({
      description:
        'Read the weekly (last 7 days) or monthly (last 30 days) report of the user’s projects: tasks, productivity, ' +
        'team efficiency, top performers, skill gaps, projects. Summarise it and give the download_link (PDF or CSV).',
      inputSchema: z.object({ period: z.enum(reportPeriods).describe('weekly or monthly') }),
      execute: async ({ period }) => {
        try {
          const report = await asCaller(context.db, context.caller, (tx) =>
            readReport(tx, period, new Date()),
          );
          return { status: 'ok' as const, report, download_link: reportHref(period) };
        } catch {
          return { status: 'failed' as const, explanation: context.t('assistant:offline.report.failed') };
        }
      },
    }),
  };
}
