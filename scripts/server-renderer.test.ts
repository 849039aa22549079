import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDERER_FILE } from '../src/shared/web-build';
import type { Language } from '../src/shared/i18n/config';
import type { Profile } from '../src/shared/schemas/profile';
import type { Project } from '../src/shared/schemas/projects';
import type { RenderSignedIn } from '../src/server/web-first-screen';
import { dayPart, hourIn } from '../src/web/lib/greeting';
import { testProfile } from '../src/web/lib/test-profile';
import { buildServerRenderer } from './server-renderer';

const root = fileURLToPath(new URL('..', import.meta.url));
const text = (markup: string | null) => (markup ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const client = testProfile();
const admin = testProfile({ email: 'ana@agencia.demo', full_name: 'Ana Ruiz', role: 'admin' });

const project: Project = {
  id: '6f1c7d8e-0a4b-4c2d-9e3f-1a2b3c4d5e6f',
  name: 'Tienda online de Cerámica Lucía',
  description: 'La nueva tienda, con pagos y envíos.',
  technologies: ['React'],
  status: 'development',
  is_active: true,
  created_by: client.id,
  user_id: client.id,
  owner: { id: client.id, full_name: client.full_name, email: client.email },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 3,
  approval_status: 'approved',
  type: 'ecommerce',
  approved_by: null,
  approved_at: null,
  request_notes: null,
  requested_at: null,
  admin_notes: null,
  github_repository_url: null,
  progress: 40,
  completion_percentage: 40,
  funcionalidades: [],
  can: {
    update: true,
    delete: false,
    requestApproval: false,
    decide: false,
    changeStatus: false,
    manageMembers: true,
    editFeatures: true,
    managePhases: false,
    manageTasks: false,
    linkEvidence: false,
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the server's renderer of signed-in first screens (decisions 0041, 0043)", () => {
  let dir: string;
  let renderScreen: RenderSignedIn;
  /** The screen's markup alone, without reading any data. */
  const render = async (path: string, profile: Profile, language: Language, timeZone?: string) =>
    (await renderScreen(path, profile, language, { timeZone }))?.markup ?? null;
  // The artifact the server loads, built as the web build builds it, outside the project.
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'websy-renderer-'));
    await buildServerRenderer(root, path.join(dir, path.dirname(SERVER_RENDERER_FILE)));
    const module = (await import(pathToFileURL(path.join(dir, SERVER_RENDERER_FILE)).href)) as {
      renderSignedInScreen: RenderSignedIn;
    };
    renderScreen = module.renderSignedInScreen;
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("renders a client's dashboard with their name and account, the data still loading", async () => {
    const screen = await render('/dashboard', client, 'es');
    expect(screen).not.toContain('Verificando autenticación');
    expect(screen).toContain('id="main-content"');
    expect(text(screen)).toMatch(/Buen[oa]s (días|tardes|noches), Lucía/);
    expect(text(screen)).toContain('lucia@cliente.demo');
    expect(text(screen)).toContain('Activa la verificación en dos pasos');
    expect(text(screen)).toContain('Tus proyectos');
  });

  it("greets in the browser's time zone when the server knows it", async () => {
    const greetings = { morning: 'Buenos días', afternoon: 'Buenas tardes', evening: 'Buenas noches' };
    // Tokyo and New York are 13 or 14 hours apart: their greetings always differ.
    const [tokyo, newYork] = await Promise.all(
      ['Asia/Tokyo', 'America/New_York'].map(async (zone) => {
        const before = greetings[dayPart(hourIn(new Date(), zone), 'es')];
        const screen = text(await render('/dashboard', client, 'es', zone));
        const after = greetings[dayPart(hourIn(new Date(), zone), 'es')];
        // Rendered across a change of greeting (once a day in each zone), the later one holds.
        return { screen, expected: screen.includes(`${before}, Lucía`) ? before : after };
      }),
    );
    expect(tokyo!.expected).not.toBe(newYork!.expected);
    expect(tokyo!.screen).toContain(`${tokyo!.expected}, Lucía`);
    expect(newYork!.screen).toContain(`${newYork!.expected}, Lucía`);
  });

  it("renders an admin's console in the language asked for", async () => {
    const screen = await render('/admin', admin, 'en');
    expect(text(screen)).toContain('Admin dashboard');
    expect(text(screen)).toMatch(/Good (morning|afternoon|evening), Ana/);
    expect(text(screen)).toContain('ana@agencia.demo');
    const pt = await render('/admin', admin, 'pt');
    expect(text(pt)).toContain('Painel de administração');
  });

  it('renders nothing for a client on an admin screen (the app sends them to their dashboard)', async () => {
    expect(await render('/admin', client, 'es')).toBeNull();
    expect(await render('/admin/users', client, 'es')).toBeNull();
    expect(await render('/admin/users', admin, 'es')).not.toBeNull();
  });

  it('escapes what the person wrote into their profile', async () => {
    const screen = await render('/dashboard', { ...client, full_name: '<img src=x onerror=alert(1)>' }, 'es');
    expect(screen).not.toContain('<img src=x');
    expect(screen).toContain('&lt;img src=x');
  });

  it('reads the data the screen shows through the API, as the person, and sends it along', async () => {
    const asked: string[] = [];
    const readApi = async (apiPath: string) => {
      asked.push(apiPath);
      const url = new URL(apiPath, 'http://localhost');
      if (url.pathname !== '/api/projects') return json(500, { error: { code: 'INTERNAL', message: 'x' } });
      return json(200, {
        projects: [project],
        total: 1,
        page: 1,
        limit: Number(url.searchParams.get('limit')),
        totalPages: 1,
      });
    };
    const screen = await renderScreen('/dashboard', client, 'es', { readApi });
    // The list is drawn with its project instead of its loading placeholders.
    expect(text(screen?.markup ?? null)).toContain('Tienda online de Cerámica Lucía');
    // Only reads of our API, each once, for the queries that allow it.
    expect(asked.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.some((p) => p.startsWith('/api/projects?'))).toBe(true);
    const queries = (screen?.queries as { queries: { queryKey: unknown[]; state: { status: string } }[] })
      .queries;
    // The answered reads go with the page; failed ones (and the session, sent apart) do not.
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.state.status === 'success')).toBe(true);
    expect(queries.every((q) => q.queryKey[0] === 'projects')).toBe(true);
    expect(JSON.stringify(queries)).toContain('Tienda online de Cerámica Lucía');
  });

  it("reads the tours' progress with every signed-in screen and sends it along, though the screen does not show it", async () => {
    const progress = {
      progress: [
        {
          tour_id: 'client-welcome-tour',
          status: 'completed',
          current_step: 4,
          completed_at: '2026-11-20T10:00:00.000Z',
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    const asked: string[] = [];
    const readApi = async (apiPath: string) => {
      asked.push(apiPath);
      return apiPath === '/api/tutorials/progress'
        ? json(200, progress)
        : json(500, { error: { code: 'INTERNAL', message: 'x' } });
    };
    for (const [path, profile] of [
      ['/dashboard', client],
      ['/admin', admin],
    ] as const) {
      asked.length = 0;
      const screen = await renderScreen(path, profile, 'es', { readApi });
      expect(asked.filter((p) => p === '/api/tutorials/progress')).toHaveLength(1);
      const queries = (screen?.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
        .queries;
      expect(queries.find((q) => q.queryKey.join('/') === 'tutorials/progress')?.state.data).toEqual(
        progress,
      );
    }
    // Without reads (a build's prerender), nothing is read.
    const drawn = await renderScreen('/dashboard', client, 'es');
    expect((drawn?.queries as { queries: unknown[] }).queries).toEqual([]);
  });

  it('draws the screen loading, with no data, when every read fails', async () => {
    const screen = await renderScreen('/dashboard', client, 'es', {
      readApi: () => Promise.reject(new Error('database down')),
    });
    expect(text(screen?.markup ?? null)).toMatch(/Buen[oa]s (días|tardes|noches), Lucía/);
    expect((screen?.queries as { queries: unknown[] }).queries).toEqual([]);
  });
});
