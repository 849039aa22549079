import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phaseSignoffs } from '../db/schema/phase-signoffs';
import { projectActivityLog } from '../db/schema/project-activity';
import { projectPhases } from '../db/schema/project-phases';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { issueInvoice } from '../modules/payments/issue-invoice';
import { gatherSignoffContent } from '../modules/signoffs/gather-signoff-content';
import { signoffDigest } from '../modules/signoffs/signoff-digest';
import { activity, dateOnly, day } from './seed-dates';

/**
 * Phase sign-offs (decision 0053) on the first demo project: its last finished phase accepted by
 * its client a few days ago, with its digest and milestone invoice (the receipts job makes and
 * mails its receipt on its first run), and its current phase waiting for the client's decision.
 */
export async function seedDemoSignoffs(db: Database, projectName: string, now: number) {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.name, projectName));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (!project || !admin) return;
    const phases = await tx
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, project.id))
      .orderBy(asc(projectPhases.phaseOrder));
    const done = phases.filter((p) => p.status === 'completed').at(-1);
    const current = phases.find((p) => p.status === 'in_progress');
    if (!done || !current) return;
    const acceptedAt = new Date(now - 4 * day);
    await tx.update(projectPhases).set({ milestoneAmount: 1200 }).where(eq(projectPhases.id, done.id));
    const [row] = await tx
      .insert(phaseSignoffs)
      .values({
        projectId: project.id,
        phaseId: done.id,
        round: 1,
        note: 'Textos de todas las páginas cargados y revisados. Revisa la ortografía y los precios.',
        links: [{ label: 'Web de pruebas', url: 'https://staging.tienda-lucia.example' }],
        milestoneAmount: 1200,
        submittedBy: admin.id,
        submittedAt: new Date(acceptedAt.getTime() - 2 * day),
      })
      .returning();
    const content = await gatherSignoffContent(tx, row!);
    const invoice = await issueInvoice(tx, admin.id, {
      user_id: project.createdBy,
      project_id: project.id,
      concept: `Hito: fase «${done.name}» del proyecto «${project.name}»`,
      amount: 1200,
      currency: 'EUR',
      issue_date: dateOnly(acceptedAt),
      due_date: dateOnly(new Date(acceptedAt.getTime() + 30 * day)),
    });
    await tx
      .update(phaseSignoffs)
      .set({
        status: 'accepted',
        decidedBy: project.createdBy,
        decidedAt: acceptedAt,
        decisionComment: 'Todo correcto, ¡gracias!',
        acceptedContent: content,
        digest: signoffDigest(content),
        paymentId: invoice.id,
      })
      .where(and(eq(phaseSignoffs.id, row!.id), eq(phaseSignoffs.status, 'submitted')));
    await tx.insert(phaseSignoffs).values({
      projectId: project.id,
      phaseId: current.id,
      round: 1,
      note: 'Carrito, pagos y área de cliente listos para que los pruebes.',
      submittedBy: admin.id,
      submittedAt: new Date(now - day),
    });
    const log = (userId: string, action: string, key: string, params: Record<string, string>, at: Date) =>
      tx
        .insert(projectActivityLog)
        .values({ projectId: project.id, userId, action, ...activity(key, params), createdAt: at });
    await log(
      project.createdBy,
      'signoff_accepted',
      'signoffs:activity.accepted',
      { phase: done.name, round: '1' },
      acceptedAt,
    );
    await log(
      project.createdBy,
      'signoff_invoiced',
      'signoffs:activity.invoiced',
      { phase: done.name, number: invoice.number, amount: '1200.00', currency: 'EUR' },
      acceptedAt,
    );
    await log(
      admin.id,
      'signoff_submitted',
      'signoffs:activity.submitted',
      { phase: current.name, round: '1' },
      new Date(now - day),
    );
  });
}
