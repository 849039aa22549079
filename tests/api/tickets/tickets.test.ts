import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { openSocket } from '../../support/realtime-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const titlesOf = async (userId: string) =>
  (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

describe('support tickets', () => {
  it('a client opens a ticket, the admin answers and moves it, the client sees the answer; each side is notified', async () => {
    const client = await signUpUser(app, { name: 'Lucía' });
    const opened = await client.http.post('/api/tickets', {
      asunto: 'No puedo subir imágenes',
      mensaje: 'Error al subir el logo',
      prioridad: 'alta',
    });
    expect(opened.status).toBe(201);
    expect(opened.json.ticket).toMatchObject({
      email: client.email,
      estado: 'abierto',
      prioridad: 'alta',
      client_name: 'Lucía',
    });
    const id = opened.json.ticket.id;
    expect(await titlesOf(admin.id)).toContain('Nuevo ticket de soporte');

    const reply = await admin.http.post(`/api/tickets/${id}/replies`, {
      mensaje: 'Ya está, prueba de nuevo',
    });
    expect(reply.json.ticket).toMatchObject({ estado: 'en_progreso' });
    expect(reply.json.ticket.replies[0]).toMatchObject({
      is_staff: true,
      mensaje: 'Ya está, prueba de nuevo',
    });
    expect(await titlesOf(client.id)).toContain('Nueva respuesta en tu ticket');

    await admin.http.patch(`/api/tickets/${id}`, { estado: 'resuelto', assigned_to: admin.id });
    const seen = await client.http.get(`/api/tickets/${id}`);
    expect(seen.json.ticket).toMatchObject({ estado: 'resuelto', assignee_name: 'Administrador' });
    expect(seen.json.ticket.replies.map((r: { mensaje: string }) => r.mensaje)).toEqual([
      'Ya está, prueba de nuevo',
    ]);
    expect(await titlesOf(client.id)).toContain('Tu ticket ha cambiado');

    await client.http.post(`/api/tickets/${id}/replies`, { mensaje: '¡Gracias!' });
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(notes.some((n) => n.title === 'El cliente ha respondido')).toBe(true);
  });

  it('keeps tickets to their client; state and assignment are the agency’s', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    const t = (await a.http.post('/api/tickets', { asunto: 'A', mensaje: 'a' })).json.ticket;
    expect((await b.http.get(`/api/tickets/${t.id}`)).status).toBe(404);
    expect((await b.http.post(`/api/tickets/${t.id}/replies`, { mensaje: 'x' })).status).toBe(404);
    expect((await b.http.get('/api/tickets')).json.total).toBe(0);
    expect((await a.http.patch(`/api/tickets/${t.id}`, { estado: 'cerrado' })).status).toBe(403);
    expect((await admin.http.patch(`/api/tickets/${t.id}`, { assigned_to: a.id })).status).toBe(400);
    expect((await a.http.post('/api/tickets', { asunto: '', mensaje: '' })).status).toBe(400);
    const filtered = await admin.http.get('/api/tickets?estado=abierto&search=A');
    expect(filtered.json.tickets.some((x: { id: string }) => x.id === t.id)).toBe(true);
  });
});

describe('tickets in realtime', () => {
  it('announces a ticket change to its client, not to another client', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    const t = (await a.http.post('/api/tickets', { asunto: 'Realtime', mensaje: 'x' })).json.ticket;
    const sa = await openSocket(app.baseUrl, a.http.cookieHeader);
    const sb = await openSocket(app.baseUrl, b.http.cookieHeader);
    await sa.subscribe('tickets');
    await sb.subscribe('tickets');
    await admin.http.patch(`/api/tickets/${t.id}`, { estado: 'en_progreso' });
    await sa.waitFor((m) => m.type === 'change' && m.table === 'tickets' && m.id === t.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(sb.messages.some((m) => m.type === 'change')).toBe(false);
    sa.close();
    sb.close();
  });
});
