import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDERER_FILE } from '../src/shared/web-build';
import type { RenderSignedIn } from '../src/server/web-first-screen';
import { dayPart, hourIn } from '../src/web/lib/greeting';
import { testProfile } from '../src/web/lib/test-profile';
import { buildServerRenderer } from './server-renderer';

const root = fileURLToPath(new URL('..', import.meta.url));
const text = (markup: string | null) => (markup ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const client = testProfile();
const admin = testProfile({ email: 'ana@agencia.demo', full_name: 'Ana Ruiz', role: 'admin' });

describe("the server's renderer of signed-in first screens (decision 0041)", () => {
  let dir: string;
  let render: RenderSignedIn;
  // The artifact the server loads, built as the web build builds it, outside the project.
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'websy-renderer-'));
    await buildServerRenderer(root, path.join(dir, path.dirname(SERVER_RENDERER_FILE)));
    const module = (await import(pathToFileURL(path.join(dir, SERVER_RENDERER_FILE)).href)) as {
      renderFirstScreen: RenderSignedIn;
    };
    render = module.renderFirstScreen;
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
});
