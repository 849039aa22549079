import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payments } from './payments';
import { projectFiles } from './project-files';
import { projectPhases } from './project-phases';
import { projects } from './projects';
import { users } from './users';

export const signoffStatuses = ['submitted', 'accepted', 'changes_requested', 'withdrawn'] as const;

/**
 * A phase submitted for its client's sign-off (decision 0053, migration 0038): what the agency
 * delivered (note, links, files, code evidence), the owner's decision and, once accepted, the
 * digest of what was accepted, its receipt and the milestone invoice it created.
 */
export const phaseSignoffs = pgTable(
  'phase_signoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** With project_id, a foreign key to (project_phases.id, project_id) in the migration. */
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => projectPhases.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status', { enum: signoffStatuses }).notNull().default('submitted'),
    note: text('note').notNull(),
    links: jsonb('links').$type<Array<{ label: string; url: string }>>().notNull().default([]),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    evidenceIds: uuid('evidence_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The phase's milestone amount when it was submitted: what its acceptance bills. */
    milestoneAmount: numeric('milestone_amount', { precision: 12, scale: 2, mode: 'number' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    /** The session the owner accepted from (sessions.id; kept after the session ends). */
    decidedSessionId: uuid('decided_session_id'),
    /** The canonical content the digest was computed over (see signoff-digest.ts). */
    acceptedContent: jsonb('accepted_content'),
    digest: text('digest'),
    receiptFileId: uuid('receipt_file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    /** When a generator claimed the receipt; a claim older than a few minutes is taken over. */
    receiptClaimedAt: timestamp('receipt_claimed_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phase_signoffs_project_idx').on(t.projectId, t.submittedAt),
    index('phase_signoffs_decided_at_idx').on(t.decidedAt),
    index('phase_signoffs_digest_idx').on(t.digest),
    uniqueIndex('phase_signoffs_one_submitted_uq')
      .on(t.phaseId)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('phase_signoffs_one_accepted_uq')
      .on(t.phaseId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

export type SignoffRow = typeof phaseSignoffs.$inferSelect;
