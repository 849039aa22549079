import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { payments } from '../db/schema/payments';
import { standardPhaseNames, type DemoProject } from './demo-data';
import { dateOnly, day } from './seed-dates';

/**
 * Billing: a deposit when the work starts, then an invoice every 45 days, paid ten days after
 * issue; an unfinished project's latest invoice is still pending (due 30 days after issue, so an
 * older one reads as overdue).
 */
export async function seedDemoInvoices(
  tx: Tx,
  p: DemoProject,
  {
    projectId,
    index,
    clientId,
    approverId,
    now,
  }: {
    projectId: string;
    index: number;
    clientId: string;
    approverId: string;
    now: number;
  },
) {
  const invoices = Math.max(1, Math.floor(p.daysAgo / 45));
  for (let i = 0; i < invoices; i += 1) {
    const issued = new Date(now - (p.daysAgo - 2 - i * 45) * day);
    const pending = i === invoices - 1 && p.phasesDone < standardPhaseNames.length;
    const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('invoice_number_seq') AS n`);
    await tx.insert(payments).values({
      userId: clientId,
      projectId,
      number: `FAC-${dateOnly(issued).slice(0, 4)}-${String(seq.rows[0]!.n).padStart(5, '0')}`,
      concept: i === 0 ? `Anticipo · ${p.name}` : `Hito ${i} · ${p.name}`,
      amount: 400 + ((index * 7 + i * 3) % 9) * 150,
      currency: 'EUR',
      status: pending ? 'pending' : 'paid',
      issueDate: dateOnly(issued),
      dueDate: dateOnly(new Date(issued.getTime() + 30 * day)),
      paidAt: pending ? null : new Date(issued.getTime() + 10 * day),
      createdBy: approverId,
    });
  }
}
