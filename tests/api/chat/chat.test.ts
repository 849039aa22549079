import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatRooms } from '../../../src/server/db/schema/chat';
import { notifications } from '../../../src/server/db/schema/notifications';
import { paths } from '../../../src/shared/paths';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const messagesOf = (projectId: string, query = '') => `/api/projects/${projectId}/chat/messages${query}`;

/** An owner, a client colleague on their project, and a stranger. */
async function sharedProject() {
  const owner = await signUpUser(app, { name: 'Marta Dueña' });
  const colleague = await signUpUser(app, { name: 'Lucía Colega' });
  const stranger = await signUpUser(app, { name: 'Otro Cliente' });
  const project = await buildProject(owner.http);
  expect(
    (await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email })).status,
  ).toBe(201);
  return { owner, colleague, stranger, project };
}

async function send(
  http: { post: (p: string, b: unknown) => Promise<{ status: number; json: any }> },
  projectId: string,
  body: string,
  extra: object = {},
) {
  const res = await http.post(messagesOf(projectId), { body, ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.message as { id: string; seq: number; body: string };
}

describe('chat rooms', () => {
  it('gives every project its room when created', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    const rooms = await app.db.select().from(chatRooms).where(eq(chatRooms.projectId, project.id));
    expect(rooms).toHaveLength(1);
    expect(rooms[0]!.lastSeq).toBe(0);
    const page = await owner.http.get(messagesOf(project.id));
    expect(page.status).toBe(200);
    expect(page.json).toEqual({ messages: [], has_more: false, last_seq: 0, last_read_seq: 0 });
  });
});

describe('sending and ordering', () => {
  it('numbers 30 parallel sends 1..30 with no gap and no duplicate, in commit order', async () => {
    const { owner, colleague, project } = await sharedProject();
    const senders = [owner.http, colleague.http, admin.http];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(senders[i % 3]!, project.id, `Mensaje ${i}`)),
    );
    const seqs = results.map((m) => m.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const [room] = await app.db.select().from(chatRooms).where(eq(chatRooms.projectId, project.id));
    expect(room!.lastSeq).toBe(30);
    // Commit order is sequence order: the insert timestamps never go backwards along the sequence.
    const rows = await app.db
      .select({ seq: chatMessages.seq, at: chatMessages.timestamp })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room!.id))
      .orderBy(chatMessages.seq);
    expect(rows.map((r) => r.seq)).toEqual(seqs);
  });

  it('ignores a sequence the client tries to choose', async () => {
    const { owner, project } = await sharedProject();
    await send(owner.http, project.id, 'uno');
    const second = await owner.http.post(messagesOf(project.id), { body: 'dos', seq: 99 });
    expect(second.json.message.seq).toBe(2);
  });

  it('trims the body and refuses an empty or too long one with a clear 400', async () => {
    const { owner, project } = await sharedProject();
    const trimmed = await send(owner.http, project.id, '   hola   ');
    expect(trimmed.body).toBe('hola');
    const empty = await owner.http.post(messagesOf(project.id), { body: '   \n ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain('El mensaje no puede estar vacío');
    const long = await owner.http.post(messagesOf(project.id), { body: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain('4000 caracteres');
    expect((await owner.http.post(messagesOf(project.id), { body: 'a'.repeat(4000) })).status).toBe(201);
  });
});

describe('history and catch-up', () => {
  it('pages upward by sequence (30 by default, at most 100) and catches up after a sequence', async () => {
    const { owner, project } = await sharedProject();
    for (let i = 1; i <= 45; i++) await send(owner.http, project.id, `m${i}`);
    const newest = (await owner.http.get(messagesOf(project.id))).json;
    expect(newest.messages.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 16),
    );
    expect(newest.has_more).toBe(true);
    expect(newest.last_seq).toBe(45);
    const older = (await owner.http.get(messagesOf(project.id, '?before=16&limit=10'))).json;
    expect(older.messages.map((m: { seq: number }) => m.seq)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    const oldest = (await owner.http.get(messagesOf(project.id, '?before=6'))).json;
    expect(oldest.messages.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(oldest.has_more).toBe(false);
    const caught = (await owner.http.get(messagesOf(project.id, '?after=40'))).json;
    expect(caught.messages.map((m: { seq: number }) => m.seq)).toEqual([41, 42, 43, 44, 45]);
    const limited = (await owner.http.get(messagesOf(project.id, '?after=0&limit=3'))).json;
    expect(limited.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect((await owner.http.get(messagesOf(project.id, '?limit=101'))).status).toBe(400);
    expect((await owner.http.get(messagesOf(project.id, '?after=1&limit=501'))).status).toBe(400);
    expect((await owner.http.get(messagesOf(project.id, '?after=1&before=3'))).status).toBe(400);
  });
});

describe('edit and delete', () => {
  it('lets the author edit (marked edited) and no one else, admins included', async () => {
    const { owner, colleague, project } = await sharedProject();
    const message = await send(colleague.http, project.id, 'Primera versión');
    const edited = await colleague.http.patch(`/api/chat/messages/${message.id}`, {
      body: 'Segunda versión',
    });
    expect(edited.status).toBe(200);
    expect(edited.json.message).toMatchObject({ body: 'Segunda versión', seq: message.seq });
    expect(edited.json.message.edited_at).not.toBeNull();
    expect((await owner.http.patch(`/api/chat/messages/${message.id}`, { body: 'x' })).status).toBe(403);
    expect((await admin.http.patch(`/api/chat/messages/${message.id}`, { body: 'x' })).status).toBe(403);
    expect((await colleague.http.patch(`/api/chat/messages/${message.id}`, { body: '  ' })).status).toBe(400);
  });

  it('deletes one’s own message (text gone from the database), and an admin any; never another member’s', async () => {
    const { owner, colleague, stranger, project } = await sharedProject();
    const mine = await send(colleague.http, project.id, 'Texto secreto que se borra');
    const other = await send(owner.http, project.id, 'Del propietario');
    expect((await colleague.http.delete(`/api/chat/messages/${other.id}`)).status).toBe(403);
    expect((await stranger.http.delete(`/api/chat/messages/${other.id}`)).status).toBe(404);
    expect((await colleague.http.delete(`/api/chat/messages/${mine.id}`)).status).toBe(204);
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, mine.id));
    expect(row).toMatchObject({ body: '', mentions: [], attachmentFileId: null, seq: mine.seq });
    expect(row!.deletedAt).not.toBeNull();
    const dump = await app.db.execute(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE body LIKE '%secreto%'`,
    );
    expect(dump.rows[0]).toEqual({ n: 0 });
    expect((await colleague.http.patch(`/api/chat/messages/${mine.id}`, { body: 'otra' })).status).toBe(400);
    expect((await admin.http.delete(`/api/chat/messages/${other.id}`)).status).toBe(204);
    const page = (await owner.http.get(messagesOf(project.id))).json;
    expect(
      page.messages.map((m: { deleted_at: string | null; body: string }) => [m.body, !!m.deleted_at]),
    ).toEqual([
      ['', true],
      ['', true],
    ]);
  });
});

describe('mentions', () => {
  it('notifies the members mentioned, with a link to the space; never a non-member or the author', async () => {
    const { owner, colleague, stranger, project } = await sharedProject();
    await send(owner.http, project.id, '@Lucía Colega ¿lo revisas?', {
      mentions: [colleague.id, stranger.id, owner.id],
    });
    const toColleague = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, colleague.id));
    const mention = toColleague.find((n) => n.title.includes('mencionado'));
    expect(mention).toBeDefined();
    expect(mention!.actionUrl).toBe(paths.app.collaboration.getHref(project.id, 'chat'));
    expect(mention!.message).toContain('¿lo revisas?');
    const toStranger = await app.db.select().from(notifications).where(eq(notifications.userId, stranger.id));
    expect(toStranger).toHaveLength(0);
    const page = (await owner.http.get(messagesOf(project.id))).json;
    expect(page.messages[0].mentions).toEqual([colleague.id]);
  });
});

describe('read marks and unread counts', () => {
  it('counts others’ messages after the mark per project and in total; the mark never moves back', async () => {
    const { owner, colleague, project } = await sharedProject();
    const second = await buildProject(owner.http);
    for (let i = 0; i < 3; i++) await send(owner.http, project.id, `hola ${i}`);
    await send(owner.http, second.id, 'otro proyecto');
    await send(colleague.http, project.id, 'mío');
    // The colleague's own message moved their mark: everything before it counts as read.
    expect((await colleague.http.get('/api/chat/unread')).json).toEqual({ projects: [], total: 0 });
    const deleted = await send(colleague.http, project.id, 'borrado');
    await send(owner.http, project.id, 'nuevo 1');
    await send(owner.http, project.id, 'nuevo 2');
    await colleague.http.delete(`/api/chat/messages/${deleted.id}`);
    expect((await colleague.http.get('/api/chat/unread')).json).toEqual({
      projects: [{ project_id: project.id, unread: 2 }],
      total: 2,
    });
    const ownerUnread = (await owner.http.get('/api/chat/unread')).json;
    expect(ownerUnread.total).toBe(0);
    const read = await colleague.http.post(`/api/projects/${project.id}/chat/read`, { seq: 6 });
    expect(read.json).toEqual({ last_read_seq: 6 });
    expect((await colleague.http.get('/api/chat/unread')).json.total).toBe(1);
    expect((await colleague.http.post(`/api/projects/${project.id}/chat/read`, { seq: 2 })).json).toEqual({
      last_read_seq: 6,
    });
    // Never past the newest message.
    expect((await colleague.http.post(`/api/projects/${project.id}/chat/read`, { seq: 999 })).json).toEqual({
      last_read_seq: 7,
    });
    expect((await colleague.http.get('/api/chat/unread')).json.total).toBe(0);
    expect((await colleague.http.get(messagesOf(project.id))).json.last_read_seq).toBe(7);
  });
});

describe('members only', () => {
  it('answers 404 to a client who is not a member, for every chat endpoint', async () => {
    const { owner, stranger, project } = await sharedProject();
    const message = await send(owner.http, project.id, 'privado');
    expect((await stranger.http.get(messagesOf(project.id))).status).toBe(404);
    expect((await stranger.http.get(messagesOf(project.id, '?after=0'))).status).toBe(404);
    expect((await stranger.http.post(messagesOf(project.id), { body: 'hola' })).status).toBe(404);
    expect((await stranger.http.post(`/api/projects/${project.id}/chat/read`, { seq: 1 })).status).toBe(404);
    expect((await stranger.http.patch(`/api/chat/messages/${message.id}`, { body: 'x' })).status).toBe(404);
    expect((await stranger.http.delete(`/api/chat/messages/${message.id}`)).status).toBe(404);
    expect((await stranger.http.get('/api/chat/unread')).json).toEqual({ projects: [], total: 0 });
    expect((await app.client().get(messagesOf(project.id))).status).toBe(401);
  });

  it('lets an admin read and write every project’s chat', async () => {
    const { owner, project } = await sharedProject();
    await send(owner.http, project.id, 'para la agencia');
    const page = await admin.http.get(messagesOf(project.id));
    expect(page.status).toBe(200);
    expect(page.json.messages[0].author).toMatchObject({ id: owner.id, full_name: 'Marta Dueña' });
    await send(admin.http, project.id, 'Recibido');
  });

  it('closes the room to a collaborator who leaves', async () => {
    const { colleague, project } = await sharedProject();
    await send(colleague.http, project.id, 'me voy');
    await colleague.http.delete(`/api/projects/${project.id}/members/${colleague.id}`);
    expect((await colleague.http.get(messagesOf(project.id))).status).toBe(404);
  });
});

describe('attachments', () => {
  const upload = async (http: HttpClient, projectId: string, name: string) => {
    const res = await http.request('POST', `/api/projects/${projectId}/files`, 'Contenido del acta', {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    });
    expect(res.status, res.text).toBe(201);
    return res.json.file.id as string;
  };

  it('carries a file of the same project, shown with its name; refuses another project’s file', async () => {
    const { owner, colleague, project } = await sharedProject();
    const fileId = await upload(colleague.http, project.id, 'acta-reunión.txt');
    const sent = await send(owner.http, project.id, 'Aquí va el acta', { attachment_file_id: fileId });
    expect(sent).toMatchObject({
      attachment_file_id: fileId,
      attachment: { id: fileId, file_name: 'acta-reunión.txt', mime_type: 'text/plain' },
    });
    const page = await colleague.http.get(messagesOf(project.id));
    expect(page.json.messages.at(-1).attachment.file_name).toBe('acta-reunión.txt');

    // A file of another project of the same owner: refused with the message, nothing stored.
    const other = await buildProject(owner.http);
    const otherFile = await upload(owner.http, other.id, 'otro.txt');
    const refused = await owner.http.post(messagesOf(project.id), {
      body: 'Este no',
      attachment_file_id: otherFile,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('El archivo adjunto no es de este proyecto');
    const after = await owner.http.get(messagesOf(project.id));
    expect(after.json.messages.map((m: { body: string }) => m.body)).not.toContain('Este no');
  });

  it('drops the attachment from the message when its file is deleted, keeping the message', async () => {
    const { owner, project } = await sharedProject();
    const fileId = await upload(owner.http, project.id, 'borrador.txt');
    const sent = await send(owner.http, project.id, 'Borrador adjunto', { attachment_file_id: fileId });
    expect((await owner.http.delete(`/api/files/${fileId}`)).status).toBe(204);
    const [row] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row!.attachmentFileId).toBeNull();
    const page = await owner.http.get(messagesOf(project.id));
    expect(page.json.messages.at(-1)).toMatchObject({ body: 'Borrador adjunto', attachment: null });
  });
});
