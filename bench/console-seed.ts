/**
 * The admin console benchmark's agency (bench/console.ts), also what the assistant benchmark
 * measures its snapshot on (bench/assistant.ts): 20 staff and 1,000 clients with 20,000
 * projects, 200,000 tasks, 50,000 invoices, 5,000 tickets and 100,000 security events, seeded by
 * SQL as the database's owner.
 */
import pg from 'pg';
import { fmt } from './measure';

export const CONSOLE_SEED = [
  `INSERT INTO users (email, full_name, role) SELECT 'staff' || g || '@bench.test', 'Staff ' || g, 'admin' FROM generate_series(1, 20) g`,
  `INSERT INTO users (email, full_name) SELECT 'client' || g || '@example.com', 'Cliente ' || g FROM generate_series(1, 999) g`,
  `INSERT INTO user_skills (user_id, skill_name)
     SELECT u.id, s FROM users u, unnest(ARRAY['React', 'Figma', 'Node.js']) s WHERE u.role = 'admin'`,
  // 20 projects per client over the last 24 months, in every status and technology mix.
  `INSERT INTO projects (name, description, technologies, status, created_by, user_id, approval_status, created_at)
     SELECT 'Proyecto ' || n || '-' || k, 'Web del cliente ' || n,
            CASE (n + k) % 5 WHEN 0 THEN ARRAY['React','Node.js'] WHEN 1 THEN ARRAY['WordPress','PHP'] WHEN 2 THEN ARRAY['Vue','Laravel']
                             WHEN 3 THEN ARRAY['Shopify'] ELSE ARRAY['Next.js','PostgreSQL'] END,
            (ARRAY['development','production','paused','maintenance'])[1 + (n * k) % 4],
            u.id, u.id, (ARRAY['approved','approved','approved','pending','rejected'])[1 + k % 5],
            now() - (((n * 20 + k) % 730) || ' days')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'user') u, generate_series(1, 20) k`,
  // 10 tasks per project, assigned round-robin to staff; some done, some overdue.
  `INSERT INTO tasks (project_id, title, status, assigned_to, due_date, completed_at, created_at)
     SELECT p.id, 'Tarea ' || k, CASE WHEN k <= 6 THEN 'completed' ELSE 'pending' END,
            (SELECT id FROM users WHERE role = 'admin' ORDER BY email OFFSET (p.n + k) % 20 LIMIT 1),
            (p.created_at + ((k * 9) || ' days')::interval)::date,
            CASE WHEN k <= 6 THEN p.created_at + ((k * 8) || ' days')::interval END,
            p.created_at
       FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM projects) p, generate_series(1, 10) k`,
  `INSERT INTO payments (user_id, number, concept, amount, status, issue_date, due_date, paid_at)
     SELECT u.id, 'FAC-B-' || u.n || '-' || k, 'Mensualidad ' || k, 100 + (k * 37) % 900,
            (ARRAY['paid','paid','pending','cancelled'])[1 + k % 4],
            (now() - ((k * 14) || ' days')::interval)::date, (now() - ((k * 14 - 30) || ' days')::interval)::date,
            CASE WHEN k % 4 < 2 THEN now() - ((k * 14 - 5) || ' days')::interval END
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'user') u, generate_series(1, 50) k`,
  `INSERT INTO tickets (user_id, asunto, mensaje, email, estado)
     SELECT u.id, 'Consulta ' || k, 'Detalle', u.email, (ARRAY['abierto','en_progreso','resuelto','cerrado'])[1 + k % 4]
       FROM users u, generate_series(1, 5) k WHERE u.role = 'user'`,
  `INSERT INTO security_logs (user_id, event, email, ip_address, timestamp)
     SELECT u.id, (ARRAY['sign_in','sign_in_failed','sign_out'])[1 + k % 3], u.email, '203.0.113.' || (k % 250), now() - (k || ' minutes')::interval
       FROM users u, generate_series(1, 100) k`,
  'ANALYZE',
];

/** Seeds the agency into `databaseUrl` and prints how many rows and how long it took. */
export async function seedConsole(databaseUrl: string) {
  const seeding = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  db.on('error', () => undefined); // the database stops at the end
  for (const statement of CONSOLE_SEED) await db.query(statement);
  const counts = (
    await db.query<
      Record<string, string>
    >(`SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM tasks) AS tasks,
        (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM tickets) AS tickets, (SELECT count(*) FROM security_logs) AS logs`)
  ).rows[0]!;
  await db.end();
  console.log(
    `Seeded ${fmt(+counts.projects!)} projects, ${fmt(+counts.tasks!)} tasks, ${fmt(+counts.payments!)} invoices, ` +
      `${fmt(+counts.tickets!)} tickets, ${fmt(+counts.logs!)} security events in ${fmt((Date.now() - seeding) / 1000, 1)} s`,
  );
}
