import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema/auth';
import { phaseSignoffs } from '../../../src/server/db/schema/phase-signoffs';
import { sendNotificationEmails } from '../../../src/server/jobs/notification-emails';
import { pdfText } from '../../support/pdf-text';
import { OWNER, signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';
import { accept, buildDelivery, submit, uploadFile } from './support';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

type Phase = { id: string; status: string; name: string };
const phasesOf = async (projectId: string): Promise<Phase[]> =>
  (await admin.http.get(`/api/projects/${projectId}/phases`)).json.phases;

describe('the phase sign-off chain (decision 0053)', () => {
  it('the client gets the submission by e-mail, in their language, with the way to the project', async () => {
    const { client, project, design } = await buildDelivery(app, admin, { language: 'en' });
    expect((await submit(admin.http, design.id)).status).toBe(201);
    await sendNotificationEmails(app.db, app.server.deps.mailer, app.baseUrl, app.server.deps.logger);
    const mail = await app.mail.waitFor(client.email);
    // With the project's approval before it, one digest of both.
    expect(mail.subject).toMatch(/· Websy$/);
    expect(mail.text).toContain('Phase ready for your acceptance');
    expect(mail.text).toContain('is ready (round 1). Review it and accept it or ask for changes.');
    expect(mail.text).toContain(`${app.baseUrl}/proyectos/detalle/${project.id}`);
  });

  it('submit → changes asked → resubmit → accept: digest, receipt, mails, invoice, next phase, activity, report', async () => {
    const { client, project, design, build, task } = await buildDelivery(app, admin, { language: 'en' });
    const fileId = await uploadFile(admin.http, project.id);

    // Round 1: the agency submits; the client is told and may decide.
    const first = await submit(admin.http, design.id, {
      links: [{ label: 'Prototipo', url: 'https://figma.example/proto' }],
      file_ids: [fileId],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      round: 1,
      status: 'submitted',
      phase_name: 'Diseño',
      milestone_amount: 1500,
      files: [{ id: fileId, name: 'diseño-v1.txt' }],
      can: { decide: false, withdraw: true },
    });
    const seen = (await client.http.get(`/api/projects/${project.id}/signoffs`)).json;
    expect(seen).toHaveLength(1);
    expect(seen[0].can).toEqual({ decide: true, withdraw: false });
    const notes = (await client.http.get('/api/notifications')).json.notifications as { title: string }[];
    expect(notes.map((n) => n.title)).toContain('Fase lista para tu aprobación');
    expect((await phasesOf(project.id)).find((p) => p.id === design.id)).toMatchObject({
      signoff_status: 'submitted',
    });

    // A second submission waits for the first to be decided.
    const again = await submit(admin.http, design.id);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'SIGNOFF_PENDING',
      message: 'Esta fase ya está pendiente de aceptación o ya fue aceptada.',
    });

    // The client asks for changes: the phase stays open with a task whose first comment is theirs.
    const changes = await client.http.post(`/api/signoffs/${first.json.id}/decision`, {
      decision: 'request_changes',
      comment: 'El logotipo debe verse más grande',
    });
    expect(changes.status, changes.text).toBe(200);
    expect(changes.json).toMatchObject({ status: 'changes_requested', decided_by: { id: client.id } });
    const tasks = (await admin.http.get(`/api/tasks?project_id=${project.id}`)).json.tasks as {
      id: string;
      title: string;
      priority: string;
      phase_id: string;
    }[];
    const todo = tasks.find((t) => t.title === 'Cambios solicitados (ronda 2)');
    expect(todo).toMatchObject({ priority: 'high', phase_id: design.id });
    const comments = (await admin.http.get(`/api/tasks/${todo!.id}/comments`)).json.comments;
    expect(comments[0]).toMatchObject({ user_id: client.id, comment: 'El logotipo debe verse más grande' });
    expect((await phasesOf(project.id)).find((p) => p.id === design.id)!.status).toBe('in_progress');

    // Round 2, then the acceptance.
    await admin.http.post(`/api/tasks/${task.id}/complete`, {});
    const second = await submit(admin.http, design.id, {
      note: 'Logotipo corregido',
      links: [{ label: 'Prototipo', url: 'https://figma.example/proto' }],
      file_ids: [fileId],
    });
    expect(second.status, second.text).toBe(201);
    expect(second.json.round).toBe(2);
    const accepted = await accept(client.http, second.json.id, 'Perfecto');
    expect(accepted.status, accepted.text).toBe(200);
    const signoff = accepted.json;
    expect(signoff).toMatchObject({
      status: 'accepted',
      decided_by: { id: client.id },
      decision_comment: 'Perfecto',
    });
    expect(signoff.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(signoff.receipt_file_id).toEqual(expect.any(String));
    expect(signoff.payment_id).toEqual(expect.any(String));

    // Who, when and from which session.
    const [row] = await app.db.select().from(phaseSignoffs).where(eq(phaseSignoffs.id, signoff.id));
    const ofClient = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, client.id));
    expect(ofClient.map((s) => s.id)).toContain(row!.decidedSessionId);
    expect(row!.acceptedContent).toMatchObject({ round: 2, note: 'Logotipo corregido' });

    // The phase is done, the next one has started.
    const phases = await phasesOf(project.id);
    expect(phases.find((p) => p.id === design.id)).toMatchObject({
      status: 'completed',
      signoff_status: 'accepted',
    });
    expect(phases.find((p) => p.id === build.id)!.status).toBe('in_progress');

    // The milestone invoice, billed to the client once.
    const invoices = (await client.http.get('/api/payments')).json.payments as {
      id: string;
      amount: number;
      project_id: string;
      concept: string;
    }[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ id: signoff.payment_id, amount: 1500, project_id: project.id });
    expect(invoices[0]!.concept).toContain('Diseño');

    // The receipt: a PDF among the project's files, in the client's language.
    const download = await fetch(`${app.baseUrl}/api/files/${signoff.receipt_file_id}/download`, {
      headers: { cookie: client.http.cookieHeader },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const part of [
      'Phase acceptance receipt',
      'Diseño',
      'round 2',
      'Pantalla de inicio',
      'Logotipo corregido',
      'Lucía Gómez',
      signoff.digest,
      'Prototipo',
      'diseño-v1.txt',
    ]) {
      expect(text.replace(/\s/g, '')).toContain(part.replace(/\s/g, ''));
    }

    // Mailed to both sides with the PDF attached, each in their language.
    const toClient = await app.mail.waitFor(client.email);
    expect(toClient.subject).toBe(`Receipt: you accepted phase “Diseño” of “${project.name}”`);
    const toAgency = app.mail.messages.find(
      (m) => m.to.includes(OWNER.email) && m.subject.startsWith('Recibo:'),
    );
    expect(toAgency?.subject).toBe(`Recibo: el cliente aceptó la fase «Diseño» de «${project.name}»`);
    for (const mail of [toClient, toAgency!]) {
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      expect(mail.raw).toContain('acceptance-receipt-diseno-2.pdf');
    }

    // Anyone checks the digest without a session; never anything else.
    const anonymous = app.client();
    expect((await anonymous.get(`/api/signoffs/verify/${signoff.digest}`)).json).toEqual({ status: 'valid' });
    expect((await anonymous.get(`/api/signoffs/verify/${'0'.repeat(64)}`)).json).toEqual({
      status: 'unknown',
    });
    const bad = await anonymous.get('/api/signoffs/verify/not-a-digest');
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].message).toBe(
      'El código tiene 64 caracteres: números y letras de la a a la f',
    );

    // The history and the report.
    const activity = (await client.http.get(`/api/projects/${project.id}/activity?limit=100`)).json
      .activity as {
      action: string;
    }[];
    for (const action of [
      'signoff_submitted',
      'signoff_changes_requested',
      'signoff_accepted',
      'signoff_invoiced',
      'signoff_receipt',
    ]) {
      expect(activity.map((a) => a.action)).toContain(action);
    }
    const report = (await admin.http.get('/api/reports?period=weekly')).json;
    const listed = report.signoffs.filter((s: { project_id: string }) => s.project_id === project.id);
    expect(listed.map((s: { status: string; round: number }) => [s.status, s.round])).toEqual([
      ['accepted', 2],
      ['changes_requested', 1],
    ]);

    // Decided once; an accepted phase is not submitted again.
    expect((await accept(client.http, signoff.id)).json.error.code).toBe('SIGNOFF_DECIDED');
    expect((await submit(admin.http, design.id)).status).toBe(409);
  });

  it('accepting a phase without an amount bills nothing and starts the next phase', async () => {
    const { client, project, design, build } = await buildDelivery(app, admin, { amount: null });
    const submitted = await submit(admin.http, design.id);
    const accepted = await accept(client.http, submitted.json.id);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted', payment_id: null, milestone_amount: null });
    expect((await client.http.get('/api/payments')).json.payments).toEqual([]);
    expect((await phasesOf(project.id)).find((p) => p.id === build.id)!.status).toBe('in_progress');
  });

  it('lets only the owner decide, only the agency submit and withdraw', async () => {
    const { client, project, design } = await buildDelivery(app, admin);
    const colleague = await signUpUser(app);
    await client.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
    const stranger = await signUpUser(app);
    expect((await submit(client.http, design.id)).status).toBe(403);
    const { id } = (await submit(admin.http, design.id)).json;
    for (const who of [colleague.http, admin.http]) {
      const res = await accept(who, id);
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(
        'Solo el titular del proyecto puede aceptar la fase o pedir cambios',
      );
    }
    expect((await accept(stranger.http, id)).status).toBe(404);
    expect((await stranger.http.get(`/api/projects/${project.id}/signoffs`)).status).toBe(404);
    expect((await colleague.http.get(`/api/projects/${project.id}/signoffs`)).json[0].can).toEqual({
      decide: false,
      withdraw: false,
    });
    expect((await client.http.post(`/api/signoffs/${id}/withdraw`, {})).status).toBe(403);
    const withdrawn = await admin.http.post(`/api/signoffs/${id}/withdraw`, {});
    expect(withdrawn.json.status).toBe('withdrawn');
    expect((await accept(client.http, id)).json.error.code).toBe('SIGNOFF_DECIDED');
    // Withdrawn: the phase may be submitted again, in the same round.
    expect((await submit(admin.http, design.id)).json.round).toBe(1);
  });

  it('refuses invalid input with the Spanish messages', async () => {
    const { client, project, design } = await buildDelivery(app, admin);
    const other = await buildDelivery(app, admin);
    const foreignFile = await uploadFile(admin.http, other.project.id);
    const empty = await submit(admin.http, design.id, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.details[0]).toMatchObject({
      path: 'note',
      message: 'Escribe una nota para el cliente',
    });
    const badLink = await submit(admin.http, design.id, { links: [{ label: 'Demo', url: 'ftp://x' }] });
    expect(badLink.json.error.details[0].message).toBe(
      'Escribe una dirección que empiece por http:// o https://',
    );
    const foreign = await submit(admin.http, design.id, { file_ids: [foreignFile] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.details[0]).toMatchObject({
      path: 'file_ids',
      message: 'Algún archivo no es de este proyecto',
    });
    const amount = await admin.http.patch(`/api/phases/${design.id}`, { milestone_amount: -5 });
    expect(amount.json.error.details[0].message).toBe('El importe del hito debe ser mayor que 0');
    const { id } = (await submit(admin.http, design.id)).json;
    const noComment = await client.http.post(`/api/signoffs/${id}/decision`, { decision: 'request_changes' });
    expect(noComment.status).toBe(400);
    const blank = await client.http.post(`/api/signoffs/${id}/decision`, {
      decision: 'request_changes',
      comment: ' ',
    });
    expect(blank.json.error.details[0].message).toBe('Explica qué hay que cambiar');
    expect((await client.http.get(`/api/projects/${project.id}/signoffs`)).json[0].status).toBe('submitted');
  });
});
