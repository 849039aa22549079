import { assistantActions } from '../../src/server/db/schema/assistant';
import { phaseEvidence } from '../../src/server/db/schema/phase-evidence';
import type { HttpClient } from './http-client';
import { buildPhase, buildProject, buildTask } from './factories';
import { signInOwner, signUpUser, type TestApp } from './test-app';

export type Principal = 'anonymous' | 'clientA' | 'clientB' | 'admin';

export interface Fixture {
  app: TestApp;
  http: Record<Principal, HttpClient>;
  ids: { a: string; b: string; admin: string; collaborator: string; spare: string };
  /** Client A's colleague, a collaborator on A's project (decision 0017); `spare` is an account to add. */
  collaborator: HttpClient;
  collaboratorEmail: string;
  spareEmail: string;
  projectA: string;
  projectB: string;
  phaseA: string;
  taskA: string;
  taskA2: string;
  /** A file A uploaded to their project. */
  fileA: string;
}

/** Client A owns an approved project with a phase, two tasks and a comment; B has their own. */
export async function buildFixture(app: TestApp): Promise<Fixture> {
  const admin = await signInOwner(app);
  const a = await signUpUser(app, { name: 'Cliente A' });
  const b = await signUpUser(app, { name: 'Cliente B' });
  const projectA = await buildProject(a.http, { name: 'Proyecto de A', technologies: ['React'] });
  await admin.http.post(`/api/projects/${projectA.id}/approve`, {});
  const projectB = await buildProject(b.http, { name: 'Proyecto de B', technologies: ['React'] });
  const phase = await buildPhase(admin.http, projectA.id, { name: 'Diseño' });
  const task = await buildTask(admin.http, projectA.id, { phase_id: phase.id });
  const task2 = await buildTask(admin.http, projectA.id);
  await a.http.post(`/api/projects/${projectA.id}/comments`, { content: 'Hola' });
  const colleague = await signUpUser(app, { name: 'Colega de A' });
  const spare = await signUpUser(app, { name: 'Otra colega' });
  await a.http.post(`/api/projects/${projectA.id}/members`, { email: colleague.email });
  const fileA = await uploadAs(a.http, projectA.id);
  await connectGithub(app, a.http);
  return {
    app,
    http: { anonymous: app.client(), clientA: a.http, clientB: b.http, admin: admin.http },
    ids: { a: a.id, b: b.id, admin: admin.id, collaborator: colleague.id, spare: spare.id },
    collaborator: colleague.http,
    collaboratorEmail: colleague.email,
    spareEmail: spare.email,
    projectA: projectA.id,
    projectB: projectB.id,
    phaseA: phase.id,
    taskA: task.id,
    taskA2: task2.id,
    fileA,
  };
}

/** GitHub (decision 0026): A is connected on the fake provider; any principal may connect with `MATRIX_TOKEN`. */
export const MATRIX_TOKEN = 'github_pat_matrix';
async function connectGithub(app: TestApp, http: HttpClient) {
  app.github.accounts.set('github_pat_de_A', { login: 'login-de-A', id: 4242, repos: [], calendar: {} });
  app.github.accounts.set(MATRIX_TOKEN, { login: 'login-de-todos', id: 4343, repos: [], calendar: {} });
  const res = await http.post('/api/github/connection', { token: 'github_pat_de_A' });
  if (res.status !== 201) throw new Error(`GitHub connect failed: ${res.status} ${res.text}`);
}

/** The headers of a raw file upload (decision 0017): the bytes are the body, the name in X-File-Name. */
export const UPLOAD_HEADERS = { 'content-type': 'application/octet-stream', 'x-file-name': 'brief-de-A.txt' };

async function uploadAs(http: HttpClient, projectId: string): Promise<string> {
  const res = await http.request('POST', `/api/projects/${projectId}/files`, 'Briefing', UPLOAD_HEADERS);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.json.file.id as string;
}

export interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Builds the path; destructive cases create fresh resources of A's first. */
  path: (f: Fixture) => string | Promise<string>;
  body?: unknown;
  /** Request headers beside the cookie and Origin (a raw upload's). */
  headers?: Record<string, string>;
  expect: Record<Principal, number>;
  /** What A's collaborator gets, where the case concerns A's shared project. */
  collaborator?: number;
}

const EVENT_TIMES = { start_at: '2030-01-10T10:00:00.000Z', end_at: '2030-01-10T11:00:00.000Z' };

const fresh = {
  projectOfA: async (f: Fixture) => (await buildProject(f.http.clientA)).id,
  rejectedProjectOfA: async (f: Fixture) => {
    const p = await buildProject(f.http.clientA);
    await f.http.admin.post(`/api/projects/${p.id}/reject`, {});
    return p.id;
  },
  phaseOfA: async (f: Fixture) => (await buildPhase(f.http.admin, f.projectA)).id,
  /** A link of A's phase to a pull request, stored as an admin's link would be. */
  evidenceOfA: async (f: Fixture) => {
    const [row] = await f.app.db
      .insert(phaseEvidence)
      .values({
        projectId: f.projectA,
        phaseId: f.phaseA,
        kind: 'pull_request',
        ref: Math.floor(Math.random() * 1e9) + 1,
        url: 'https://github.com/agencia/proyecto-de-a/pull/1',
        title: 'PR de A',
        state: 'open',
      })
      .returning();
    return row!.id;
  },
  taskOfA: async (f: Fixture) => (await buildTask(f.http.admin, f.projectA)).id,
  /** A phase of A's submitted for A's sign-off (decision 0053), fresh: a decision is made once. */
  signoffOfA: async (f: Fixture) => {
    const phase = await buildPhase(f.http.admin, f.projectA);
    const res = await f.http.admin.post(`/api/phases/${phase.id}/signoffs`, { note: 'Entrega de A' });
    if (res.status !== 201) throw new Error(`sign-off failed: ${res.status} ${res.text}`);
    return res.json.id as string;
  },
  /** Hours the agency recorded against A's care plan (decision 0057). */
  careHoursOfA: async (f: Fixture) => {
    const res = await f.http.admin.post(`/api/projects/${f.projectA}/care-hours`, {
      date: '2026-11-02',
      hours: 1,
      note: 'Revisión',
    });
    if (res.status !== 201) throw new Error(`care hours failed: ${res.status} ${res.text}`);
    return res.json.entry.id as string;
  },
  /** A project of A's with the fixture's collaborator on it. */
  sharedProjectOfA: async (f: Fixture) => {
    const id = (await buildProject(f.http.clientA)).id;
    await f.http.clientA.post(`/api/projects/${id}/members`, { email: f.collaboratorEmail });
    return id;
  },
  fileOfA: async (f: Fixture) => uploadAs(f.http.clientA, f.projectA),
  /** A document of A's on the shared project (its collaborator may edit it, not delete it). */
  documentOfA: async (f: Fixture) =>
    (await f.http.clientA.post(`/api/projects/${f.projectA}/documents`, { title: 'Documento de A' })).json
      .document.id as string,
  snapshotOfA: async (f: Fixture) => {
    const id = await fresh.documentOfA(f);
    const snapshot = (await f.http.clientA.post(`/api/documents/${id}/snapshots`, { name: 'v1' })).json
      .snapshot;
    return `${id}/snapshots/${snapshot.id as string}`;
  },
  chatMessageOfA: async (f: Fixture) =>
    (await f.http.clientA.post(`/api/projects/${f.projectA}/chat/messages`, { body: 'Mensaje de A' })).json
      .message.id as string,
  /** An event A organises with their collaborator invited (who may answer, not edit). */
  eventOfA: async (f: Fixture) =>
    (
      await f.http.clientA.post('/api/calendar/events', {
        ...EVENT_TIMES,
        summary: 'Reunión de A',
        attendees: [{ user_id: f.ids.collaborator }],
      })
    ).json.event.id as string,
  /** A's secret feed address (made anew: another case rotates it). */
  feedOfA: async (f: Fixture) =>
    new URL((await f.http.clientA.post('/api/calendar/feed')).json.feed.url as string).pathname,
  commentOfA: async (f: Fixture) =>
    (await f.http.clientA.post(`/api/projects/${f.projectA}/comments`, { content: 'Para borrar' })).json
      .comment.id as string,
  /** A report schedule of the agency's (decision 0029). */
  scheduleOfAdmin: async (f: Fixture) =>
    (
      await f.http.admin.post('/api/report-schedules', {
        period: 'monthly',
        recipients: ['equipo@agencia.example'],
        language: 'es',
      })
    ).json.schedule.id as string,
  /** A conversation of A's with the assistant (decision 0022): A's alone, whoever else asks. */
  conversationOfA: async (f: Fixture) =>
    (await f.http.clientA.post('/api/assistant/conversations', { title: 'Conversación de A' })).json
      .conversation.id as string,
  /**
   * A pending action in A's conversation (the offline assistant offers clients none, so it is
   * written as the server would: A's own confirmation then runs into the API's refusal).
   */
  actionOfA: async (f: Fixture) => {
    const conversationId = await fresh.conversationOfA(f);
    const [action] = await f.app.db
      .insert(assistantActions)
      .values({
        conversationId,
        kind: 'createPhase',
        input: { kind: 'createPhase', project_id: f.projectA, project_name: 'A', name: 'Fase de A' },
      })
      .returning({ id: assistantActions.id });
    return action!.id;
  },
  /** What the assistant remembers of a conversation of A's (the offline answer writes it). */
  memoryOfA: async (f: Fixture) => {
    const conversationId = await fresh.conversationOfA(f);
    await f.http.clientA.post(`/api/assistant/conversations/${conversationId}/messages`, { text: 'Hola' });
    const memories = (await f.http.clientA.get('/api/assistant/memories')).json.memories as {
      id: string;
      conversation_id: string;
    }[];
    return memories.find((m) => m.conversation_id === conversationId)!.id;
  },
  /** A knowledge entry A wrote on the shared project (its collaborator reads it, may not edit it). */
  knowledgeOfA: async (f: Fixture) =>
    (
      await f.http.clientA.post('/api/assistant/knowledge', {
        title: 'Nota de A',
        content: 'Contenido de A',
        project_id: f.projectA,
      })
    ).json.entry.id as string,
};

const all = (anonymous: number, clientA: number, clientB: number, admin: number) => ({
  anonymous,
  clientA,
  clientB,
  admin,
});

/**
 * Every project, phase, task, comment, member, chat, file, document, assistant, calendar, report and help endpoint ×
 * {anonymous, client A, client B, admin}, and A's collaborator where the case concerns A's data.
 */
export const cases: Case[] = [
  {
    name: 'list projects',
    method: 'GET',
    path: () => '/api/projects',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'create project',
    method: 'POST',
    path: () => '/api/projects',
    body: { name: `Nuevo ${Math.random()}` },
    expect: all(401, 201, 201, 201),
  },
  {
    name: 'project stats',
    method: 'GET',
    path: () => '/api/projects/stats',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'technologies',
    method: 'GET',
    path: () => '/api/projects/technologies',
    expect: all(401, 200, 200, 200),
  },
  { name: 'trends', method: 'GET', path: () => '/api/projects/trends', expect: all(401, 200, 200, 200) },
  {
    name: 'get project',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'update project',
    method: 'PATCH',
    path: (f) => `/api/projects/${f.projectA}`,
    body: { description: 'cambio' },
    expect: all(401, 200, 404, 200),
    collaborator: 404,
  },
  {
    name: 'delete pending project',
    method: 'DELETE',
    path: async (f) => `/api/projects/${await fresh.projectOfA(f)}`,
    expect: all(401, 403, 404, 204),
  },
  {
    name: 'delete rejected project',
    method: 'DELETE',
    path: async (f) => `/api/projects/${await fresh.rejectedProjectOfA(f)}`,
    expect: all(401, 204, 404, 204),
  },
  {
    name: 'similar projects',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/similar`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'approve',
    method: 'POST',
    path: async (f) => `/api/projects/${await fresh.projectOfA(f)}/approve`,
    body: {},
    expect: all(401, 403, 403, 200),
  },
  {
    name: 'reject',
    method: 'POST',
    path: async (f) => `/api/projects/${await fresh.projectOfA(f)}/reject`,
    body: {},
    expect: all(401, 403, 403, 200),
  },
  {
    name: 'request approval',
    method: 'POST',
    path: async (f) => `/api/projects/${await fresh.rejectedProjectOfA(f)}/approval-request`,
    body: {},
    expect: all(401, 200, 404, 403),
  },
  {
    name: 'progress',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/progress`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'activity',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/activity`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'metrics',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/metrics`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'list phases of project',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/phases`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'create phase',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/phases`,
    body: {},
    expect: all(401, 403, 403, 201),
    collaborator: 403,
  },
  {
    name: 'standard phases',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/phases/standard`,
    body: {},
    expect: all(401, 403, 403, 201),
  },
  { name: 'list all phases', method: 'GET', path: () => '/api/phases', expect: all(401, 200, 200, 200) },
  {
    name: 'update phase',
    method: 'PATCH',
    path: (f) => `/api/phases/${f.phaseA}`,
    body: { description: 'x' },
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  {
    name: 'delete phase',
    method: 'DELETE',
    path: async (f) => `/api/phases/${await fresh.phaseOfA(f)}`,
    expect: all(401, 403, 403, 204),
  },
  {
    name: 'list tasks of project',
    method: 'GET',
    path: (f) => `/api/tasks?project_id=${f.projectA}`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  { name: 'list all tasks', method: 'GET', path: () => '/api/tasks', expect: all(401, 200, 200, 200) },
  {
    name: 'create task',
    method: 'POST',
    path: () => '/api/tasks',
    body: 'task-of-A',
    expect: all(401, 403, 403, 201),
  },
  {
    name: 'get task',
    method: 'GET',
    path: (f) => `/api/tasks/${f.taskA}`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'update task',
    method: 'PATCH',
    path: (f) => `/api/tasks/${f.taskA}`,
    body: { description: 'x' },
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  {
    name: 'complete task',
    method: 'POST',
    path: async (f) => `/api/tasks/${await fresh.taskOfA(f)}/complete`,
    body: {},
    expect: all(401, 403, 403, 200),
  },
  {
    name: 'delete task',
    method: 'DELETE',
    path: async (f) => `/api/tasks/${await fresh.taskOfA(f)}`,
    expect: all(401, 403, 403, 204),
  },
  {
    name: 'list task comments',
    method: 'GET',
    path: (f) => `/api/tasks/${f.taskA}/comments`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'comment on task',
    method: 'POST',
    path: (f) => `/api/tasks/${f.taskA}/comments`,
    body: { comment: 'hola' },
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  {
    name: 'add dependency',
    method: 'POST',
    path: async (f) => `/api/tasks/${await fresh.taskOfA(f)}/dependencies`,
    body: 'dependency-on-A2',
    expect: all(401, 403, 403, 201),
  },
  {
    name: 'remove dependency',
    method: 'DELETE',
    path: (f) => `/api/tasks/${f.taskA}/dependencies/${f.taskA2}`,
    expect: all(401, 403, 403, 204),
    collaborator: 403,
  },
  {
    name: 'list project comments',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/comments`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'comment on project',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/comments`,
    body: { content: 'hola' },
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  {
    name: 'delete comment',
    method: 'DELETE',
    path: async (f) => `/api/comments/${await fresh.commentOfA(f)}`,
    expect: all(401, 204, 404, 204),
  },
  {
    name: 'approval requests',
    method: 'GET',
    path: () => '/api/approval-requests',
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  { name: 'staff', method: 'GET', path: () => '/api/staff', expect: all(401, 200, 200, 200) },
  {
    name: 'list members',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/members`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'add member',
    method: 'POST',
    path: async (f) => `/api/projects/${await fresh.sharedProjectOfA(f)}/members`,
    body: 'spare-account',
    expect: all(401, 201, 404, 201),
    collaborator: 403,
  },
  {
    name: 'remove member',
    method: 'DELETE',
    path: async (f) => `/api/projects/${await fresh.sharedProjectOfA(f)}/members/${f.ids.collaborator}`,
    expect: all(401, 204, 404, 204),
    collaborator: 204,
  },
  {
    name: 'chat messages',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/chat/messages`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'chat catch-up',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/chat/messages?after=0`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'send chat message',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/chat/messages`,
    body: { body: 'Hola equipo' },
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  {
    name: 'edit chat message',
    method: 'PATCH',
    path: async (f) => `/api/chat/messages/${await fresh.chatMessageOfA(f)}`,
    body: { body: 'Editado' },
    expect: all(401, 200, 404, 403),
    collaborator: 403,
  },
  {
    name: 'delete chat message',
    method: 'DELETE',
    path: async (f) => `/api/chat/messages/${await fresh.chatMessageOfA(f)}`,
    expect: all(401, 204, 404, 204),
    collaborator: 403,
  },
  {
    name: 'mark chat read',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/chat/read`,
    body: { seq: 0 },
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'chat unread',
    method: 'GET',
    path: () => '/api/chat/unread',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'list files',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/files`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'upload file',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/files`,
    body: 'Acta de la reunión',
    headers: UPLOAD_HEADERS,
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  { name: 'upload quota', method: 'GET', path: () => '/api/files/quota', expect: all(401, 200, 200, 200) },
  {
    name: 'download file',
    method: 'GET',
    path: (f) => `/api/files/${f.fileA}/download`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'delete file',
    method: 'DELETE',
    path: async (f) => `/api/files/${await fresh.fileOfA(f)}`,
    expect: all(401, 204, 404, 204),
    collaborator: 403,
  },
  {
    name: 'list documents',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/documents`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'create document',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/documents`,
    body: { title: 'Nuevo documento' },
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  {
    name: 'get document',
    method: 'GET',
    path: async (f) => `/api/documents/${await fresh.documentOfA(f)}`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'rename document',
    method: 'PATCH',
    path: async (f) => `/api/documents/${await fresh.documentOfA(f)}`,
    body: { title: 'Renombrado' },
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'delete document',
    method: 'DELETE',
    path: async (f) => `/api/documents/${await fresh.documentOfA(f)}`,
    expect: all(401, 204, 404, 204),
    collaborator: 403,
  },
  {
    name: 'list snapshots',
    method: 'GET',
    path: async (f) => `/api/documents/${await fresh.documentOfA(f)}/snapshots`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'create snapshot',
    method: 'POST',
    path: async (f) => `/api/documents/${await fresh.documentOfA(f)}/snapshots`,
    body: { name: 'Versión' },
    expect: all(401, 201, 404, 201),
    collaborator: 201,
  },
  {
    name: 'view snapshot',
    method: 'GET',
    path: async (f) => `/api/documents/${await fresh.snapshotOfA(f)}`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'restore snapshot',
    method: 'POST',
    path: async (f) => `/api/documents/${await fresh.snapshotOfA(f)}/restore`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'assistant status',
    method: 'GET',
    path: () => '/api/assistant/status',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'assistant greeting',
    method: 'GET',
    path: () => '/api/assistant/greeting',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'assistant key pool',
    method: 'GET',
    path: () => '/api/assistant/key-pool',
    expect: all(401, 403, 403, 200),
  },
  {
    name: 'list assistant conversations',
    method: 'GET',
    path: () => '/api/assistant/conversations',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'create assistant conversation',
    method: 'POST',
    path: () => '/api/assistant/conversations',
    expect: all(401, 201, 201, 201),
  },
  {
    name: 'rename assistant conversation',
    method: 'PATCH',
    path: async (f) => `/api/assistant/conversations/${await fresh.conversationOfA(f)}`,
    body: { title: 'Renombrada' },
    expect: all(401, 200, 404, 404),
    collaborator: 404,
  },
  {
    name: 'delete assistant conversation',
    method: 'DELETE',
    path: async (f) => `/api/assistant/conversations/${await fresh.conversationOfA(f)}`,
    expect: all(401, 204, 404, 404),
    collaborator: 404,
  },
  {
    name: 'assistant conversation messages',
    method: 'GET',
    path: async (f) => `/api/assistant/conversations/${await fresh.conversationOfA(f)}/messages`,
    expect: all(401, 200, 404, 404),
    collaborator: 404,
  },
  {
    // The matrix's portal has no Gemini keys: A's own conversation is answered offline.
    name: 'send assistant message',
    method: 'POST',
    path: async (f) => `/api/assistant/conversations/${await fresh.conversationOfA(f)}/messages`,
    body: { text: 'Hola' },
    expect: all(401, 200, 404, 404),
  },
  {
    // A's own decision runs as A: creating a phase is the API's refusal, kept on the action (200).
    name: 'decide assistant action',
    method: 'POST',
    path: async (f) => `/api/assistant/actions/${await fresh.actionOfA(f)}`,
    body: { decision: 'confirm' },
    expect: all(401, 200, 404, 404),
    collaborator: 404,
  },
  {
    name: 'list assistant memories',
    method: 'GET',
    path: () => '/api/assistant/memories',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'forget every assistant memory',
    method: 'DELETE',
    path: () => '/api/assistant/memories',
    expect: all(401, 204, 204, 204),
  },
  {
    name: 'forget an assistant memory',
    method: 'DELETE',
    path: async (f) => `/api/assistant/memories/${await fresh.memoryOfA(f)}`,
    expect: all(401, 204, 404, 404),
    collaborator: 404,
  },
  {
    name: 'assistant profile',
    method: 'GET',
    path: () => '/api/assistant/profile',
    expect: all(401, 200, 200, 200),
  },
  {
    name: 'reset assistant profile',
    method: 'DELETE',
    path: () => '/api/assistant/profile',
    expect: all(401, 204, 204, 204),
  },
  {
    name: 'list knowledge entries',
    method: 'GET',
    path: () => '/api/assistant/knowledge?q=nota',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'create knowledge entry',
    method: 'POST',
    path: () => '/api/assistant/knowledge',
    body: 'knowledge-on-A',
    expect: all(401, 201, 403, 201),
    collaborator: 201,
  },
  {
    name: 'update knowledge entry',
    method: 'PATCH',
    path: async (f) => `/api/assistant/knowledge/${await fresh.knowledgeOfA(f)}`,
    body: { content: 'Cambio' },
    expect: all(401, 200, 404, 200),
    collaborator: 403,
  },
  {
    name: 'delete knowledge entry',
    method: 'DELETE',
    path: async (f) => `/api/assistant/knowledge/${await fresh.knowledgeOfA(f)}`,
    expect: all(401, 204, 404, 204),
    collaborator: 403,
  },
  {
    name: 'list calendar events',
    method: 'GET',
    path: () => '/api/calendar/events?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'list calendar invitees',
    method: 'GET',
    path: () => '/api/calendar/invitees',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'create calendar event',
    method: 'POST',
    path: () => '/api/calendar/events',
    body: { ...EVENT_TIMES, summary: 'Llamada' },
    expect: all(401, 201, 201, 201),
    collaborator: 201,
  },
  {
    name: 'update calendar event',
    method: 'PATCH',
    path: async (f) => `/api/calendar/events/${await fresh.eventOfA(f)}`,
    body: { summary: 'Movida', start_at: '2030-01-11T10:00:00.000Z', end_at: '2030-01-11T11:00:00.000Z' },
    expect: all(401, 200, 404, 200),
    collaborator: 403,
  },
  {
    name: 'delete calendar event',
    method: 'DELETE',
    path: async (f) => `/api/calendar/events/${await fresh.eventOfA(f)}`,
    expect: all(401, 200, 404, 200),
    collaborator: 403,
  },
  {
    name: 'answer calendar event',
    method: 'PATCH',
    path: async (f) => `/api/calendar/events/${await fresh.eventOfA(f)}/response`,
    body: { response: 'accepted' },
    expect: all(401, 403, 404, 403),
    collaborator: 200,
  },
  {
    name: 'create calendar feed',
    method: 'POST',
    path: () => '/api/calendar/feed',
    expect: all(401, 201, 201, 201),
    collaborator: 201,
  },
  {
    name: 'revoke calendar feed',
    method: 'DELETE',
    path: () => '/api/calendar/feed',
    expect: all(401, 204, 204, 204),
    collaborator: 204,
  },
  // The feed has no session: its secret address is the key, whoever asks.
  {
    name: 'calendar feed of A',
    method: 'GET',
    path: (f) => fresh.feedOfA(f),
    expect: all(200, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'unknown calendar feed',
    method: 'GET',
    path: () => `/api/calendar/feed/${'0'.repeat(43)}.ics`,
    expect: all(404, 404, 404, 404),
    collaborator: 404,
  },
  // Google Calendar (decision 0029, decision 0033): each user's own connection, looked up by their id.
  // The matrix's portal has no GOOGLE_CLIENT_ID/SECRET: nobody is connected (404), anonymous 401;
  // tests/api/google-calendar/google-calendar.test.ts covers the connected side against a fake Google.
  {
    name: 'google calendar status',
    method: 'GET',
    path: () => '/api/calendar/google',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'disconnect google calendar',
    method: 'DELETE',
    path: () => '/api/calendar/google',
    expect: all(401, 404, 404, 404),
    collaborator: 404,
  },
  {
    name: 'list google calendar events',
    method: 'GET',
    path: () => '/api/calendar/google/events',
    expect: all(401, 404, 404, 404),
    collaborator: 404,
  },
  {
    name: 'create google calendar event',
    method: 'POST',
    path: () => '/api/calendar/google/events',
    body: { summary: 'Revisión', start_at: '2026-12-01T16:00:00.000Z', end_at: '2026-12-01T17:00:00.000Z' },
    expect: all(401, 404, 404, 404),
    collaborator: 404,
  },
  {
    name: 'update google calendar event',
    method: 'PUT',
    path: () => '/api/calendar/google/events/abcdef0123',
    body: { summary: 'Revisión', start_at: '2026-12-01T16:00:00.000Z', end_at: '2026-12-01T17:00:00.000Z' },
    expect: all(401, 404, 404, 404),
    collaborator: 404,
  },
  {
    name: 'delete google calendar event',
    method: 'DELETE',
    path: () => '/api/calendar/google/events/abcdef0123',
    expect: all(401, 404, 404, 404),
    collaborator: 404,
  },
  // Reports (decision 0029): every signed-in user, scoped by row-level security.
  {
    name: 'weekly report',
    method: 'GET',
    path: () => '/api/reports?period=weekly',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'monthly report',
    method: 'GET',
    path: () => '/api/reports?period=monthly',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  // Scheduled reports: the agency's (admins only).
  {
    name: 'list report schedules',
    method: 'GET',
    path: () => '/api/report-schedules',
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  {
    name: 'create report schedule',
    method: 'POST',
    path: () => '/api/report-schedules',
    body: { period: 'weekly', recipients: ['equipo@agencia.example'], language: 'es' },
    expect: all(401, 403, 403, 201),
    collaborator: 403,
  },
  {
    name: 'update report schedule',
    method: 'PATCH',
    path: async (f) => `/api/report-schedules/${await fresh.scheduleOfAdmin(f)}`,
    body: { period: 'weekly', enabled: false },
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  {
    name: 'delete report schedule',
    method: 'DELETE',
    path: async (f) => `/api/report-schedules/${await fresh.scheduleOfAdmin(f)}`,
    expect: all(401, 403, 403, 204),
    collaborator: 403,
  },
  // Help centre (decision 0027): each signed-in user's own views, votes and bookmarks; stats for admins.
  {
    name: 'help state',
    method: 'GET',
    path: () => '/api/help/state',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'help view',
    method: 'POST',
    path: () => '/api/help/articles/billing-invoices/view',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'help vote',
    method: 'PUT',
    path: () => '/api/help/articles/billing-invoices/vote',
    body: { vote: 'helpful' },
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'help bookmark',
    method: 'PUT',
    path: () => '/api/help/articles/billing-invoices/bookmark',
    body: { bookmarked: true },
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'help stats',
    method: 'GET',
    path: () => '/api/help/stats',
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  // Guided tours (decision 0027): each signed-in user's own progress.
  {
    name: 'tutorial progress',
    method: 'GET',
    path: () => '/api/tutorials/progress',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'save tutorial progress',
    method: 'PUT',
    path: () => '/api/tutorials/progress/welcome-tour',
    body: { status: 'started', current_step: 1 },
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'reset tutorial progress',
    method: 'DELETE',
    path: () => '/api/tutorials/progress/welcome-tour',
    expect: all(401, 204, 204, 204),
    collaborator: 204,
  },
  // GitHub (decision 0026): each user their own connection (only A is connected); admins read any dashboard.
  {
    name: 'github connection',
    method: 'GET',
    path: () => '/api/github/connection',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'github dashboard',
    method: 'GET',
    path: () => '/api/github/dashboard',
    expect: all(401, 200, 404, 404),
    collaborator: 404,
  },
  {
    name: 'github dashboard of A',
    method: 'GET',
    path: (f) => `/api/github/users/${f.ids.a}/dashboard`,
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  // The OAuth connect (the matrix app has an OAuth app on the fake): anyone signed in starts one;
  // a state they were not given is refused before GitHub is asked.
  {
    name: 'start github oauth',
    method: 'POST',
    path: () => '/api/github/oauth/start',
    expect: all(401, 201, 201, 201),
    collaborator: 201,
  },
  {
    name: 'finish github oauth with a state never issued',
    method: 'POST',
    path: () => '/api/github/oauth/callback',
    body: { code: 'codigo-de-github', state: 'estado-que-nadie-emitio' },
    expect: all(401, 400, 400, 400),
    collaborator: 400,
  },
  // Code evidence (decision 0026, decision 0035): whoever reads the project reads its code and links;
  // admins link and unlink. A's project has no repository address: its code reads as such.
  {
    name: 'project code',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/code`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'phase evidence of project',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/evidence`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'link phase evidence',
    method: 'POST',
    path: (f) => `/api/phases/${f.phaseA}/evidence`,
    body: { kind: 'pull_request', ref: 1 },
    // The admin passes the policy and reaches the project: it has no repository (400).
    expect: all(401, 403, 403, 400),
    collaborator: 403,
  },
  {
    name: 'unlink phase evidence',
    method: 'DELETE',
    path: async (f) => `/api/phase-evidence/${await fresh.evidenceOfA(f)}`,
    expect: all(401, 403, 403, 204),
    collaborator: 403,
  },
  // View as client (decision 0054): when the agency viewed one's portal; ending a view needs a
  // view session, which none of these principals is in (matrix-view-as.test.ts runs one).
  {
    name: 'portal views',
    method: 'GET',
    path: () => '/api/me/portal-views',
    expect: all(401, 200, 200, 200),
    collaborator: 200,
  },
  {
    name: 'exit a view',
    method: 'POST',
    path: () => '/api/view-as/exit',
    expect: all(401, 400, 400, 400),
  },
  // Phase sign-off (decision 0053): whoever reads the project reads them; the agency submits and
  // withdraws; A, the project's owner, and nobody else decides (not a collaborator, not an admin).
  {
    name: 'list signoffs',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/signoffs`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'submit signoff',
    method: 'POST',
    path: async (f) => `/api/phases/${await fresh.phaseOfA(f)}/signoffs`,
    body: { note: 'Entrega' },
    expect: all(401, 403, 403, 201),
    collaborator: 403,
  },
  {
    name: 'decide signoff',
    method: 'POST',
    path: async (f) => `/api/signoffs/${await fresh.signoffOfA(f)}/decision`,
    body: { decision: 'request_changes', comment: 'Más grande' },
    expect: all(401, 200, 404, 403),
    collaborator: 403,
  },
  {
    name: 'withdraw signoff',
    method: 'POST',
    path: async (f) => `/api/signoffs/${await fresh.signoffOfA(f)}/withdraw`,
    expect: all(401, 403, 404, 200),
    collaborator: 403,
  },
  {
    name: 'verify receipt digest',
    method: 'GET',
    path: () => `/api/signoffs/verify/${'a'.repeat(64)}`,
    expect: all(200, 200, 200, 200),
    collaborator: 200,
  },
  // Site care (decision 0057): whoever reads the project reads its care; the agency sets it up,
  // checks now (A's project is not in production: 400) and records hours.
  {
    name: 'site care',
    method: 'GET',
    path: (f) => `/api/projects/${f.projectA}/site-care`,
    expect: all(401, 200, 404, 200),
    collaborator: 200,
  },
  {
    name: 'configure site care',
    method: 'PUT',
    path: (f) => `/api/projects/${f.projectA}/site-care`,
    body: { site_url: null, monthly_hours: 10 },
    expect: all(401, 403, 403, 200),
    collaborator: 403,
  },
  {
    name: 'check site now',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/site-care/check`,
    expect: all(401, 403, 403, 400),
    collaborator: 403,
  },
  {
    name: 'log care hours',
    method: 'POST',
    path: (f) => `/api/projects/${f.projectA}/care-hours`,
    body: { date: '2026-11-03', hours: 0.5, note: 'Copia de seguridad' },
    expect: all(401, 403, 403, 201),
    collaborator: 403,
  },
  {
    name: 'delete care hours',
    method: 'DELETE',
    path: async (f) => `/api/care-hours/${await fresh.careHoursOfA(f)}`,
    expect: all(401, 403, 403, 204),
    collaborator: 403,
  },
  // Last of the GitHub cases: they connect (and then disconnect) whoever calls.
  {
    name: 'connect github',
    method: 'POST',
    path: () => '/api/github/connection',
    body: { token: MATRIX_TOKEN },
    expect: all(401, 201, 201, 201),
    collaborator: 201,
  },
  {
    name: 'disconnect github',
    method: 'DELETE',
    path: () => '/api/github/connection',
    expect: all(401, 204, 204, 204),
    collaborator: 204,
  },
];

/** Bodies that depend on the fixture. */
export function bodyFor(c: Case, f: Fixture): unknown {
  if (c.body === 'task-of-A') return { project_id: f.projectA, title: 'Nueva' };
  if (c.body === 'dependency-on-A2') return { depends_on_task_id: f.taskA2 };
  if (c.body === 'spare-account') return { email: f.spareEmail };
  if (c.body === 'knowledge-on-A') return { title: 'Nota', content: 'Contenido', project_id: f.projectA };
  return c.body ?? (c.method === 'POST' || c.method === 'PATCH' ? {} : undefined);
}
