import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ticketStates = ['abierto', 'en_progreso', 'resuelto', 'cerrado'] as const;
export const ticketPriorities = ['baja', 'media', 'alta', 'urgente'] as const;

/** docs/product.md#records-and-fields tickets (Spanish field names kept), plus replies. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    asunto: text('asunto').notNull(),
    mensaje: text('mensaje').notNull(),
    email: text('email').notNull(),
    estado: text('estado', { enum: ticketStates }).notNull().default('abierto'),
    prioridad: text('prioridad', { enum: ticketPriorities }).notNull().default('media'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic-concurrency version, bumped by the database when an edited column changes (0031). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt.desc()),
    index('tickets_estado_idx').on(t.estado),
    index('tickets_updated_at_idx').on(t.updatedAt),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mensaje: text('mensaje').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);
