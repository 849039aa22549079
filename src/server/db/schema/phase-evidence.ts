import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projectPhases } from './project-phases';
import { projects } from './projects';
import { users } from './users';

export const evidenceKinds = ['pull_request', 'deployment'] as const;

/**
 * A phase's link to a pull request or a deployment of its project's repository (decision 0026,
 * migration 0029, decision 0035): what the provider said when an admin linked it.
 */
export const phaseEvidence = pgTable(
  'phase_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** With project_id, a foreign key to (project_phases.id, project_id) in the migration. */
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => projectPhases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: evidenceKinds }).notNull(),
    /** The pull request's number or the deployment's id. */
    ref: bigint('ref', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull(),
    environment: text('environment'),
    environmentUrl: text('environment_url'),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phase_evidence_phase_ref_uq').on(t.phaseId, t.kind, t.ref),
    index('phase_evidence_project_idx').on(t.projectId),
  ],
);

export type PhaseEvidenceRow = typeof phaseEvidence.$inferSelect;
