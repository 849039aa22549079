import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assertAdmin } from '../users/user-operations';

/**
 * Analytics (admin): projects by status, projects per month (12), top technologies, tasks
 * completed against overdue per month (12), revenue per month (12, paid invoices).
 */
export async function analytics(db: Database, caller: Caller) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const months = sql`generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month')`;
    const byStatus = await tx.execute<{ status: string; count: number }>(sql`
      SELECT s AS status, count(p.id)::int AS count
        FROM unnest(ARRAY['development','production','paused','maintenance']) s LEFT JOIN projects p ON p.status = s
       GROUP BY s ORDER BY array_position(ARRAY['development','production','paused','maintenance'], s)`);
    const perMonth = await tx.execute<{ month: string; count: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, count(p.id)::int AS count
        FROM ${months} m LEFT JOIN projects p ON date_trunc('month', p.created_at) = m GROUP BY m ORDER BY m`);
    const technologies = await tx.execute<{ technology: string; count: number }>(sql`
      SELECT t AS technology, count(*)::int AS count FROM projects, unnest(technologies) t GROUP BY t ORDER BY count DESC, t LIMIT 10`);
    const tasks = await tx.execute<{ month: string; completed: number; overdue: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month,
             (SELECT count(*)::int FROM tasks t WHERE t.status = 'completed' AND date_trunc('month', t.completed_at) = m) AS completed,
             (SELECT count(*)::int FROM tasks t WHERE t.due_date IS NOT NULL AND date_trunc('month', t.due_date) = m
                AND t.due_date < current_date AND (t.status = 'pending' OR t.completed_at::date > t.due_date)) AS overdue
        FROM ${months} m ORDER BY m`);
    const revenue = await tx.execute<{ month: string; amount: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, coalesce(sum(p.amount), 0)::float AS amount
        FROM ${months} m LEFT JOIN payments p ON p.status = 'paid' AND date_trunc('month', p.paid_at) = m GROUP BY m ORDER BY m`);
    return {
      projects_by_status: byStatus.rows,
      projects_per_month: perMonth.rows,
      technologies: technologies.rows,
      tasks_per_month: tasks.rows,
      revenue_per_month: revenue.rows,
    };
  });
}
