import { count, eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/auth';
import { editorDocuments } from '../db/schema/editor-documents';
import { projectActivityLog } from '../db/schema/project-activity';
import { projectMembers } from '../db/schema/project-members';
import { projects } from '../db/schema/projects';
import { userSkills } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import type { FileStore } from '../storage/file-store';
import { seedDemoChat } from './seed-chat';
import { seedDemoAssistant } from './demo-assistant';
import { seedDemoCalendar } from './demo-calendar';
import { seedDemoHelp } from './demo-help';
import { seedDemoTutorials } from './demo-tutorials';
import { demoDocumentState, demoDocuments } from './demo-documents';
import {
  demoClients,
  demoColleagues,
  demoPassword,
  demoProjects,
  demoStaff,
  demoStaffAssignments,
} from './demo-data';
import { seedDemoFiles } from './demo-files';
import { activity, day } from './seed-dates';
import { seedDemoProjects } from './seed-projects';
import { seedDemoPortalView } from './seed-portal-views';
import { seedDemoSignoffs } from './seed-signoffs';
import { seedDemoSiteCare } from './seed-site-care';
import { seedDemoWebhooks } from './seed-webhooks';
import { seedDemoApiTokens } from './seed-api-tokens';
import type { WebhookService } from '../modules/webhooks/webhook-service';

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
  /** The key of the webhook endpoints' secrets: with it, the demo's webhook endpoints and their log. */
  webhooks?: WebhookService,
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

    await seedDemoProjects(tx, { clientIds, staffIds, approverId, now });

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
  await seedDemoSignoffs(db, demoProjects[0]!.name, now);
  await seedDemoPortalView(db, demoStaff[0].email, demoClients[0].email, now);
  await seedDemoApiTokens(db, demoStaff[0].email, now);
  await seedDemoSiteCare(db, demoProjects.find((p) => p.status === 'production')!.name, now);
  if (webhooks) await seedDemoWebhooks(db, webhooks, now);
  return {
    seeded: true,
    password: demoPassword,
    staff: demoStaff.map((s) => s.email),
    clients: demoClients.map((c) => c.email),
    colleagues: demoColleagues.map((c) => c.email),
  };
}
