import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * Site care (decision 0057, migration 0042): a project's care settings, the address watched and
 * the plan's hours per month. The jobs claim due work by moving `next_*_at` forward, so a site is
 * checked once per period whichever instance runs the schedule.
 */
export const siteCare = pgTable('site_care', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  siteUrl: text('site_url'),
  monthlyHours: numeric('monthly_hours', { precision: 6, scale: 2, mode: 'number' }),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  nextCertificateAt: timestamp('next_certificate_at', { withTimezone: true }),
  nextSpeedAt: timestamp('next_speed_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One uptime check: up (2xx/3xx) or down, with the status or why there was none. Purged after 90 days. */
export const siteChecks = pgTable(
  'site_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    responseMs: integer('response_ms'),
    error: text('error'),
  },
  (t) => [index('site_checks_project_at_idx').on(t.projectId, t.at), index('site_checks_at_idx').on(t.at)],
);

/** Opened after 2 failed checks in a row, closed by the first success; each notice goes once. */
export const siteIncidents = pgTable(
  'site_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cause: text('cause').notNull(),
    openedNotified: boolean('opened_notified').notNull().default(false),
    closedNotified: boolean('closed_notified').notNull().default(false),
  },
  (t) => [
    index('site_incidents_project_started_idx').on(t.projectId, t.startedAt),
    uniqueIndex('site_incidents_one_open_uq')
      .on(t.projectId)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

/** The last reading of the site's TLS certificate; the warnings at 21 and 7 days go once per certificate. */
export const siteCertificates = pgTable('site_certificates', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  issuer: text('issuer'),
  valid: boolean('valid').notNull(),
  error: text('error'),
  /** SHA-256 fingerprint: a new certificate resets the warnings. */
  fingerprint: text('fingerprint'),
  warned21: boolean('warned_21').notNull().default(false),
  warned7: boolean('warned_7').notNull().default(false),
});

/** A weekly PageSpeed Insights run of the site's home page (mobile). */
export const siteSpeedRuns = pgTable(
  'site_speed_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    performance: integer('performance').notNull(),
    lcpMs: integer('lcp_ms'),
    cls: numeric('cls', { precision: 8, scale: 4, mode: 'number' }),
    inpMs: integer('inp_ms'),
  },
  (t) => [index('site_speed_runs_project_at_idx').on(t.projectId, t.at)],
);

/** Hours an admin recorded against the project's care plan, on a day of the agency's calendar. */
export const careHours = pgTable(
  'care_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectId(),
    date: date('date').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull(),
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('care_hours_project_date_idx').on(t.projectId, t.date)],
);

export type SiteCareRow = typeof siteCare.$inferSelect;
export type SiteCertificateRow = typeof siteCertificates.$inferSelect;
