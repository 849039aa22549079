import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectActivityLog } from '../../../src/server/db/schema/project-activity';
import { projectFiles, uploadQuota } from '../../../src/server/db/schema/project-files';
import { startFakeS3, type FakeS3 } from '../../support/fake-s3';
import { buildProject } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { openSocket } from '../../support/realtime-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const MB = 1024 * 1024;

type Store = 'disk' | 's3';

describe.each<Store>(['disk', 's3'])('project files on %s storage (decision 0017)', (store) => {
  let app: TestApp;
  let s3: FakeS3 | undefined;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let colleague: Awaited<ReturnType<typeof signUpUser>>;
  let stranger: Awaited<ReturnType<typeof signUpUser>>;
  let projectId: string;

  beforeAll(async () => {
    s3 = store === 's3' ? await startFakeS3() : undefined;
    app = await startTestApp(
      s3
        ? {
            S3_ENDPOINT: s3.url,
            S3_BUCKET: s3.bucket,
            S3_ACCESS_KEY_ID: 'test',
            S3_SECRET_ACCESS_KEY: 'test-secret',
            S3_FORCE_PATH_STYLE: 'true',
          }
        : {},
    );
    admin = await signInOwner(app);
    owner = await signUpUser(app, { name: 'Marta Dueña' });
    colleague = await signUpUser(app, { name: 'Lucía Colega' });
    stranger = await signUpUser(app, { name: 'Otra Persona' });
    projectId = (await buildProject(owner.http)).id;
    const added = await owner.http.post(`/api/projects/${projectId}/members`, { email: colleague.email });
    expect(added.status).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** POSTs raw bytes (or a stream of them) as `who`, the way the browser's XHR does. */
  async function upload(
    who: HttpClient,
    name: string,
    body: Buffer | AsyncIterable<Uint8Array>,
    target = projectId,
  ) {
    const stream = Buffer.isBuffer(body) ? body : (Readable.toWeb(Readable.from(body)) as ReadableStream);
    const res = await fetch(`${app.baseUrl}/api/projects/${target}/files`, {
      method: 'POST',
      headers: {
        cookie: who.cookieHeader,
        origin: app.baseUrl,
        'accept-language': 'es',
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  /** Every object the configured store holds (and, for S3, nothing on disk either). */
  function storedKeys(): string[] {
    const dir = app.server.deps.config.uploadsDir;
    const onDisk = (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [])
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
    return [...onDisk, ...(s3 ? [...s3.objects.keys()] : [])];
  }

  async function rowsOf(project = projectId) {
    return app.db.select().from(projectFiles).where(eq(projectFiles.projectId, project));
  }

  async function used(who: HttpClient): Promise<number> {
    return (await who.get('/api/files/quota')).json.used as number;
  }

  async function setQuota(userId: string, count: number) {
    await app.db
      .insert(uploadQuota)
      .values({ userId, day: sql`current_date`, count })
      .onConflictDoUpdate({ target: [uploadQuota.userId, uploadQuota.day], set: { count } });
  }

  it('uploads, lists newest first and downloads with safe headers', async () => {
    const first = await upload(owner.http, 'notas.txt', Buffer.from('Hola, equipo ñandú\n'));
    expect(first.status).toBe(201);
    expect(first.json.file).toMatchObject({
      file_name: 'notas.txt',
      mime_type: 'text/plain',
      file_size: Buffer.byteLength('Hola, equipo ñandú\n'),
      uploaded_by: owner.id,
      uploader_name: 'Marta Dueña',
      can_delete: true,
      previewable: false,
    });
    const second = await upload(colleague.http, 'Presupuesto año 2027.png', PNG);
    expect(second.status).toBe(201);
    const list = await colleague.http.get(`/api/projects/${projectId}/files?limit=50`);
    expect(list.status).toBe(200);
    expect(list.json.files[0].id).toBe(second.json.file.id);
    expect(list.json.files.map((f: { id: string }) => f.id)).toContain(first.json.file.id);
    expect(list.json.files.find((f: { id: string }) => f.id === first.json.file.id).can_delete).toBe(false);

    const res = await fetch(`${app.baseUrl}/api/files/${second.json.file.id}/download`, {
      headers: { cookie: owner.http.cookieHeader },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="Presupuesto a_o 2027.png"; filename*=UTF-8\'\'Presupuesto%20a%C3%B1o%202027.png',
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const preview = await fetch(`${app.baseUrl}/api/files/${second.json.file.id}/download?inline=1`, {
      headers: { cookie: owner.http.cookieHeader },
    });
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('content-security-policy')).toBe('sandbox');
    const textPreview = await owner.http.get(`/api/files/${first.json.file.id}/download?inline=1`);
    expect(textPreview.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(textPreview.text).toBe('Hola, equipo ñandú\n');

    const log = await app.db
      .select()
      .from(projectActivityLog)
      .where(
        and(eq(projectActivityLog.projectId, projectId), eq(projectActivityLog.action, 'file_uploaded')),
      );
    expect(log.map((l) => l.description)).toContain('Marta Dueña subió el archivo notas.txt');
  });

  it('reads the type from the bytes: a PNG named .txt, HTML served as bytes, executables refused', async () => {
    const png = await upload(owner.http, 'logo.txt', PNG);
    expect(png.json.file.mime_type).toBe('image/png');
    const html = await upload(
      owner.http,
      'banner.png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    );
    expect(html.json.file.mime_type).toBe('text/html');
    const served = await owner.http.get(`/api/files/${html.json.file.id}/download`);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const binary = await upload(owner.http, 'datos.bin', Buffer.from([0x80, 0x81, 0xfe, 0x01, 0x02]));
    expect(binary.json.file.mime_type).toBe('application/octet-stream');

    const before = (await rowsOf()).length;
    const keys = storedKeys().length;
    for (const [name, bytes] of [
      ['informe.pdf', ELF],
      ['setup.exe', EXE],
    ] as const) {
      const refused = await upload(owner.http, name, bytes);
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe('No se permiten archivos ejecutables');
    }
    expect(await rowsOf()).toHaveLength(before);
    expect(storedKeys()).toHaveLength(keys);
  });

  it('refuses 60 MB with 413 while streaming, leaving nothing anywhere and the slot returned', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    const keys = storedKeys().length;
    const chunk = Buffer.alloc(MB, 0x61);
    async function* sixtyMegabytes() {
      for (let i = 0; i < 60; i += 1) yield chunk;
    }
    const res = await upload(uploader.http, 'video.txt', sixtyMegabytes(), project);
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe('El archivo supera el tamaño máximo de 50 MB');
    expect(await rowsOf(project)).toHaveLength(0);
    expect(storedKeys()).toHaveLength(keys);
    expect(s3 ? s3.pending.size : 0).toBe(0);
    if (s3) expect(s3.calls).toContain('AbortMultipartUpload');
    expect(await used(uploader.http)).toBe(0);
  });

  it('refuses a declared Content-Length over 50 MB at once, before reading the body', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL(`${app.baseUrl}/api/projects/${project}/files`), {
        method: 'POST',
        headers: {
          cookie: uploader.http.cookieHeader,
          origin: app.baseUrl,
          'content-type': 'application/octet-stream',
          'content-length': String(60 * MB),
          'x-file-name': 'enorme.mov',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(413);
    expect(await rowsOf(project)).toHaveLength(0);
    expect(await used(uploader.http)).toBe(0);
  });

  it('leaves nothing and returns the slot when the client drops half-way', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    const keys = storedKeys().length;
    const url = new URL(`${app.baseUrl}/api/projects/${project}/files`);
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        cookie: uploader.http.cookieHeader,
        origin: app.baseUrl,
        'content-type': 'application/octet-stream',
        'content-length': String(20 * MB),
        'x-file-name': 'mitad.txt',
      },
    });
    req.on('error', () => undefined);
    for (let i = 0; i < 8; i += 1) req.write(Buffer.alloc(MB, 0x62));
    await new Promise((r) => setTimeout(r, 400));
    req.destroy();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (storedKeys().length > keys || (s3?.pending.size ?? 0) > 0)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(storedKeys()).toHaveLength(keys);
    expect(s3 ? s3.pending.size : 0).toBe(0);
    expect(await rowsOf(project)).toHaveLength(0);
    expect(await used(uploader.http)).toBe(0);
  });

  it('refuses the 101st upload of the day with its message', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    await setQuota(uploader.id, 100);
    const res = await upload(uploader.http, 'uno-mas.txt', Buffer.from('hola'), project);
    expect(res.status).toBe(429);
    expect(res.json.error.message).toBe(
      'Has alcanzado el límite de 100 archivos subidos hoy. Podrás subir más mañana.',
    );
    expect(await rowsOf(project)).toHaveLength(0);
    expect((await uploader.http.get('/api/files/quota')).json).toEqual({
      used: 100,
      limit: 100,
      max_file_bytes: 52_428_800,
    });
  });

  it('lets exactly 5 of 20 parallel uploads through when 5 slots remain', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    await setQuota(uploader.id, 95);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(uploader.http, `f${i}.txt`, Buffer.from(`n${i}`), project)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await rowsOf(project)).toHaveLength(5);
    expect(await used(uploader.http)).toBe(100);
  });

  it('keeps files to members: others get 404 on the list, the upload and the download URL', async () => {
    const file = (await upload(owner.http, 'contrato.txt', Buffer.from('privado'))).json.file;
    expect((await colleague.http.get(`/api/files/${file.id}/download`)).status).toBe(200);
    expect((await admin.http.get(`/api/files/${file.id}/download`)).status).toBe(200);
    const other = await stranger.http.get(`/api/files/${file.id}/download`);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('privado');
    expect((await stranger.http.get(`/api/projects/${projectId}/files`)).status).toBe(404);
    expect((await upload(stranger.http, 'intruso.txt', Buffer.from('x'))).status).toBe(404);
    expect(await used(stranger.http)).toBe(0);
    expect((await app.client().get(`/api/files/${file.id}/download`)).status).toBe(401);
  });

  it('lets the uploader or an admin delete, removing the stored object, and tells members', async () => {
    const socket = await openSocket(app.baseUrl, colleague.http.cookieHeader);
    await socket.subscribe('project_files');
    const mine = (await upload(owner.http, 'borrador.txt', Buffer.from('v1'))).json.file;
    await socket.waitFor((m) => m.type === 'change' && m.table === 'project_files' && m.id === mine.id);
    const keys = storedKeys().length;
    const refused = await colleague.http.delete(`/api/files/${mine.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(
      'Solo quien subió el archivo o un administrador puede eliminarlo',
    );
    expect((await stranger.http.delete(`/api/files/${mine.id}`)).status).toBe(404);
    expect((await owner.http.delete(`/api/files/${mine.id}`)).status).toBe(204);
    expect(storedKeys()).toHaveLength(keys - 1);
    expect((await owner.http.get(`/api/files/${mine.id}/download`)).status).toBe(404);
    await socket.waitFor((m) => m.type === 'change' && m.op === 'delete' && m.id === mine.id);
    socket.close();

    const theirs = (await upload(colleague.http, 'anexo.txt', Buffer.from('v2'))).json.file;
    expect((await admin.http.delete(`/api/files/${theirs.id}`)).status).toBe(204);
    const log = await app.db
      .select()
      .from(projectActivityLog)
      .where(and(eq(projectActivityLog.projectId, projectId), eq(projectActivityLog.action, 'file_deleted')));
    expect(log).toHaveLength(2);
  });
});
