import { count, eq, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/auth';
import { comments } from '../db/schema/comments';
import { editorDocuments } from '../db/schema/editor-documents';
import { payments } from '../db/schema/payments';
import { projectActivityLog, projectMetrics } from '../db/schema/project-activity';
import { projectMembers } from '../db/schema/project-members';
import { projectPhases } from '../db/schema/project-phases';
import { projectProgressHistory, projects } from '../db/schema/projects';
import { tasks, userSkills } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { translator } from '../lib/i18n';
import type { FileStore } from '../storage/file-store';
import { seedDemoChat } from './seed-chat';
import { seedDemoAssistant } from './demo-assistant';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoHelp } from './demo-help';
import { seedDemoTutorials } from './demo-tutorials';
import { demoDocumentState, demoDocuments } from './demo-documents';
import { detectProjectType } from '../../shared/domain/project-types';
import {
  demoClients,
  demoColleagues,
  demoComments,
  demoPassword,
  demoProjects,
  demoStaff,
  demoStaffAssignments,
  standardPhaseNames,
  tasksByPhase,
} from './demo-data';
import { seedDemoFiles } from './demo-files';

/** An activity entry as `recordActivity` writes it: the Spanish text plus its key and values. */
function activity(key: string, params: Record<string, string> = {}) {
  return { description: translator('es')(key, params), metadata: { i18n: { key, params } } };
}

const day = 86_400_000;
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

export interface DemoResult {
  seeded: boolean;
  password?: string;
  staff?: string[];
  clients?: string[];
  colleagues?: string[];
}

/**
 * Fills an empty database (no projects yet) with a believable agency. Runs as the database owner
 * in one transaction; does nothing when projects already exist. With a file store, a few files
 * (a brief, a logo, a text) are added to the projects through it.
 */
export async function seedDemo(
  db: Database,
  auth: Auth,
  ownerEmail: string,
  files?: FileStore,
): Promise<DemoResult> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(projects);
  if (n > 0) return { seeded: false };
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(demoPassword);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const createUser = async (email: string, fullName: string, role: 'admin' | 'user') => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email));
      if (existing) return existing.id;
      const [u] = await tx
        .insert(users)
        .values({ email, fullName, role, emailVerified: true })
        .returning({ id: users.id });
      await tx
        .insert(accounts)
        .values({ userId: u!.id, accountId: u!.id, providerId: 'credential', password: hash });
      return u!.id;
    };
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
    const staffIds = [];
    for (const s of demoStaff) {
      const id = await createUser(s.email, s.fullName, 'admin');
      staffIds.push(id);
      await tx
        .insert(userSkills)
        .values(s.skills.map((skillName) => ({ userId: id, skillName })))
        .onConflictDoNothing();
    }
    const approverId = owner?.id ?? staffIds[0]!;
    const clientIds = [];
    for (const c of demoClients) clientIds.push(await createUser(c.email, c.fullName, 'user'));

    for (const [index, p] of demoProjects.entries()) {
      const createdAt = new Date(now - p.daysAgo * day);
      const clientId = clientIds[p.client]!;
      const approved = p.approval === 'approved';
      const total = approved ? standardPhaseNames.length : 0;
      const progress = total ? Math.round((p.phasesDone / total) * 100) : 0;
      const [project] = await tx
        .insert(projects)
        .values({
          name: p.name,
          description: p.description,
          technologies: p.technologies,
          features: p.features,
          status: p.status,
          createdBy: clientId,
          userId: clientId,
          approvalStatus: p.approval,
          type: detectProjectType(p).type,
          approvedBy: approved ? approverId : null,
          approvedAt: approved ? new Date(createdAt.getTime() + day) : null,
          requestNotes: p.requestNotes ?? null,
          requestedAt: createdAt,
          adminNotes: p.adminNotes ?? null,
          githubRepositoryUrl: p.github ?? null,
          progress,
          completionPercentage: progress,
          createdAt,
          updatedAt: new Date(now - Math.min(p.daysAgo, 3) * day),
        })
        .returning();
      const projectId = project!.id;
      await tx.insert(projectActivityLog).values({
        projectId,
        userId: clientId,
        action: 'created',
        ...activity('projects:activity.created'),
        createdAt,
      });
      if (p.approval !== 'pending') {
        await tx.insert(projectActivityLog).values({
          projectId,
          userId: approverId,
          action: p.approval,
          ...activity(approved ? 'projects:activity.approved' : 'projects:activity.rejected'),
          createdAt: new Date(createdAt.getTime() + day),
        });
      }
      if (!approved) continue;

      // Six standard phases spread over the project's life, the first `phasesDone` finished.
      const span = Math.max(p.daysAgo - 1, 6);
      for (const [order, name] of standardPhaseNames.entries()) {
        const start = new Date(createdAt.getTime() + (order * span * day) / 6 + day);
        const end = new Date(start.getTime() + (span * day) / 6);
        const done = order < p.phasesDone;
        const current = order === p.phasesDone;
        const [phase] = await tx
          .insert(projectPhases)
          .values({
            projectId,
            name,
            description: '',
            phaseOrder: order + 1,
            status: done ? 'completed' : current ? 'in_progress' : 'pending',
            startDate: dateOnly(start),
            endDate: dateOnly(end),
            createdBy: approverId,
            completedAt: done ? end : null,
          })
          .returning();
        for (const [t, spec] of tasksByPhase[name].entries()) {
          await tx.insert(tasks).values({
            projectId,
            phaseId: phase!.id,
            title: spec.title,
            priority: spec.priority,
            status: done ? 'completed' : 'pending',
            completionPercentage: done ? 100 : 0,
            completedAt: done ? end : null,
            assignedTo: staffIds[(index + t) % staffIds.length]!,
            dueDate: dateOnly(end),
            estimatedHours: spec.hours,
            requiredSkills: spec.skills,
            tags: [name.toLowerCase()],
            createdBy: approverId,
            createdAt: start,
          });
        }
        if (done && order === 0) {
          let parentId: string | null = null;
          for (const [i, c] of demoComments.entries()) {
            const [row]: Array<{ id: string }> = await tx
              .insert(comments)
              .values({
                projectId,
                phaseKey: phase!.id,
                parentId,
                userId: c.fromClient ? clientId : staffIds[0]!,
                content: c.text,
                timestamp: new Date(start.getTime() + (i + 1) * 3_600_000),
              })
              .returning({ id: comments.id });
            parentId ??= row!.id;
          }
        }
        if (done) {
          const pct = Math.round(((order + 1) / total) * 100);
          await tx
            .insert(projectProgressHistory)
            .values({ projectId, date: dateOnly(end), progress: pct })
            .onConflictDoNothing();
          await tx.insert(projectActivityLog).values({
            projectId,
            userId: approverId,
            action: 'phase_status',
            ...activity('projects:activity.phaseStatusChanged', { name, status: 'completed' }),
            createdAt: end,
          });
        }
      }
      const taskTotal = standardPhaseNames.reduce((sum, name) => sum + tasksByPhase[name].length, 0);
      const taskDone = standardPhaseNames
        .slice(0, p.phasesDone)
        .reduce((sum, name) => sum + tasksByPhase[name].length, 0);
      await tx.insert(projectMetrics).values({
        projectId,
        metricDate: dateOnly(new Date(now)),
        completionPercentage: progress,
        taskCount: taskTotal,
        completedTasks: taskDone,
      });

      // Billing: a deposit when the work starts, then an invoice every 45 days, paid ten days
      // after issue; an unfinished project's latest invoice is still pending (due 30 days after
      // issue, so an older one reads as overdue).
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

    // Collaborators, added by the project's owner (client colleagues) or an admin (staff).
    const projectIds = new Map(
      (
        await tx.select({ id: projects.id, name: projects.name, owner: projects.createdBy }).from(projects)
      ).map((p) => [p.name, p]),
    );
    const addMember = async (
      projectName: string,
      userId: string,
      kind: 'staff' | 'client',
      fullName: string,
    ) => {
      const project = projectIds.get(projectName)!;
      const addedBy = kind === 'staff' ? approverId : project.owner;
      const at = new Date(now - 5 * day);
      await tx.insert(projectMembers).values({ projectId: project.id, userId, kind, addedBy, createdAt: at });
      await tx.insert(projectActivityLog).values({
        projectId: project.id,
        userId: addedBy,
        action: 'member_added',
        ...activity('projects:activity.memberAdded', { user: fullName }),
        createdAt: at,
      });
    };
    for (const c of demoColleagues) {
      const id = await createUser(c.email, c.fullName, 'user');
      for (const name of c.projects) await addMember(name, id, 'client', c.fullName);
    }
    for (const a of demoStaffAssignments) {
      const i = demoStaff.findIndex((s) => s.email === a.staff);
      await addMember(a.project, staffIds[i]!, 'staff', demoStaff[i]!.fullName);
    }
    await seedDemoChat(tx, now);
    await seedDemoCalendar(tx, now);
    await seedDemoHelp(tx, now);
    await seedDemoTutorials(tx, now);
    await seedDemoAssistant(tx, now);
    // Shared documents on the first shared project, written by its owner over the last days.
    const shared = projectIds.get(demoColleagues[0].projects[0])!;
    for (const [i, d] of demoDocuments.entries()) {
      const at = new Date(now - (3 - i) * day);
      await tx.insert(editorDocuments).values({
        projectId: shared.id,
        title: d.title,
        ydoc: demoDocumentState(d.blocks),
        createdBy: shared.owner,
        createdAt: at,
        lastModified: at,
      });
    }
  });
  if (files) await seedDemoFiles(db, files, now);
  return {
    seeded: true,
    password: demoPassword,
    staff: demoStaff.map((s) => s.email),
    clients: demoClients.map((c) => c.email),
    colleagues: demoColleagues.map((c) => c.email),
  };
}
