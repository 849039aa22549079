import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import type { Analytics } from '../../../shared/schemas/admin';
import type { ShortCache } from '../../lib/short-cache';
import { adminPolicy } from './policy';

/**
 * Analytics (admin): projects by status, projects per month (12), top technologies, tasks
 * completed against overdue per month (12), revenue per month (12, paid invoices).
 */
export async function getAnalytics(db: Database, caller: Caller, cache: ShortCache): Promise<Analytics> {
  adminPolicy.assertCanView(caller);
  // Every admin sees the same figures: one computation serves them all for a few seconds.
  return cache.get('analytics', () => computeAnalytics(db, caller));
}

function computeAnalytics(db: Database, caller: Caller): Promise<Analytics> {
  return asCaller(db, caller, async (tx) => {
    // Every monthly series is one grouped pass over its table since the first of the 12 months,
    // joined onto the months (so empty months read 0): no per-month subqueries.
    const start = sql`(date_trunc('month', now()) - interval '11 months')`;
    const months = sql`generate_series(${start}, date_trunc('month', now()), interval '1 month')`;
    const byStatus = await tx.execute<{ status: string; count: number }>(sql`
      SELECT s AS status, coalesce(c.count, 0)::int AS count
        FROM unnest(ARRAY['development','production','paused','maintenance']) WITH ORDINALITY AS s(s, ord)
        LEFT JOIN (SELECT status, count(*) AS count FROM projects GROUP BY status) c ON c.status = s.s
       ORDER BY s.ord`);
    const perMonth = await tx.execute<{ month: string; count: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, coalesce(c.count, 0)::int AS count
        FROM ${months} m
        LEFT JOIN (SELECT date_trunc('month', created_at) AS m, count(*) AS count FROM projects
                    WHERE created_at >= ${start} GROUP BY 1) c USING (m)
       ORDER BY m`);
    const technologies = await tx.execute<{ technology: string; count: number }>(sql`
      SELECT t AS technology, count(*)::int AS count FROM projects, unnest(technologies) t GROUP BY t ORDER BY count DESC, t LIMIT 10`);
    const tasks = await tx.execute<{ month: string; completed: number; overdue: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, coalesce(d.count, 0)::int AS completed, coalesce(o.count, 0)::int AS overdue
        FROM ${months} m
        LEFT JOIN (SELECT date_trunc('month', completed_at) AS m, count(*) AS count FROM tasks
                    WHERE status = 'completed' AND completed_at >= ${start} GROUP BY 1) d USING (m)
        LEFT JOIN (SELECT date_trunc('month', due_date) AS m, count(*) AS count FROM tasks
                    WHERE due_date >= ${start}::date AND due_date < current_date
                      AND (status = 'pending' OR completed_at::date > due_date) GROUP BY 1) o USING (m)
       ORDER BY m`);
    const revenue = await tx.execute<{ month: string; amount: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, coalesce(r.amount, 0)::float AS amount
        FROM ${months} m
        LEFT JOIN (SELECT date_trunc('month', paid_at) AS m, sum(amount) AS amount FROM payments
                    WHERE status = 'paid' AND paid_at >= ${start} GROUP BY 1) r USING (m)
       ORDER BY m`);
    return {
      projects_by_status: byStatus.rows,
      projects_per_month: perMonth.rows,
      technologies: technologies.rows,
      tasks_per_month: tasks.rows,
      revenue_per_month: revenue.rows,
    };
  });
}
