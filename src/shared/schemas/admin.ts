import { z } from 'zod';
import { dateOnlySchema } from './common';
import { timeZoneSchema } from './time-zone';

/** Sidebar counts of the admin console (docs/product.md#api-conventions). */
export const adminCountsSchema = z.object({
  users: z.number().int(),
  projects: z.number().int(),
  pending_approvals: z.number().int(),
  tickets: z.number().int(),
  payments: z.number().int(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

/** The security log's filters: an event, a user, whole days read in a timezone. */
export const securityLogsQuerySchema = z.object({
  event: z.string().max(50).optional(),
  user_id: z.uuid().optional(),
  from: dateOnlySchema.optional(),
  to: dateOnlySchema.optional(),
  tz: timeZoneSchema.optional().meta({
    description: 'IANA timezone the from/to days are read in (default UTC)',
    example: 'Europe/Madrid',
  }),
});
export type SecurityLogsQuery = z.infer<typeof securityLogsQuerySchema>;

export const securityLogSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  timestamp: z.string(),
});
export type SecurityLog = z.infer<typeof securityLogSchema>;

/** An integration, configured or not, with the variables that enable it (never their values). */
export const integrationSchema = z.object({
  id: z.string(),
  configured: z.boolean(),
  variables: z.array(z.string()),
  fallback: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const environmentSchema = z.object({
  version: z.string(),
  node: z.string(),
  database: z.object({
    ok: z.boolean(),
    version: z.string().nullable(),
    latency_ms: z.number().nullable(),
  }),
  mail: z.object({
    mode: z.enum(['smtp', 'outbox']),
    /** E-mail copies of notifications waiting for the mail job (decision 0051); null when the count failed. */
    pending_copies: z.number().int().nullable(),
  }),
  integrations: z.array(integrationSchema),
  feature_flags: z.record(z.string(), z.boolean()),
});
export type Environment = z.infer<typeof environmentSchema>;

const monthCount = z.object({ month: z.string(), count: z.number().int() });

export const analyticsSchema = z.object({
  projects_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  projects_per_month: z.array(monthCount),
  technologies: z.array(z.object({ technology: z.string(), count: z.number().int() })),
  tasks_per_month: z.array(
    z.object({ month: z.string(), completed: z.number().int(), overdue: z.number().int() }),
  ),
  revenue_per_month: z.array(z.object({ month: z.string(), amount: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** A member of the agency with skills and workload. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  has_real_avatar: z.boolean(),
  skills: z.array(z.string()),
  open_tasks: z.number().int(),
  overdue_tasks: z.number().int(),
  completed_tasks: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
