import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

export const paymentStatuses = ['pending', 'paid', 'cancelled'] as const;

/** docs/product.md#records-and-fields payments, with what an invoice needs. "Overdue" is derived: pending past its due date. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    number: text('number').notNull().unique(),
    concept: text('concept').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic-concurrency version, bumped by the database when an edited column changes (0031). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.issueDate.desc()),
    index('payments_status_due_idx').on(t.status, t.dueDate),
  ],
);
