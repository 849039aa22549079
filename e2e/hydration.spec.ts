import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signedInRoutes } from '../src/web/app/route-table';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Signed-in screens are drawn by the server and hydrated by React at load (docs/decisions/0046):
 * they work from the moment they are painted, nobody touching them.
 */

/** Every key of the Spanish catalogues, with and without its namespace: shown as such, untranslated. */
const I18N_KEYS = (() => {
  const dir = path.join(import.meta.dirname, '../src/shared/i18n/locales/es');
  const keys: string[] = [];
  const walk = (namespace: string, value: unknown, prefix: string) => {
    if (typeof value !== 'object' || value === null) {
      keys.push(prefix, `${namespace}:${prefix}`);
      return;
    }
    for (const [key, inner] of Object.entries(value))
      walk(namespace, inner, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(dir))
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  // Plural forms are keys with a suffix; a dotted key is never a sentence.
  return keys.filter((key) => key.includes('.'));
})();

/** The text nodes of the page that show something broken: a value never meant for a person. */
async function brokenTexts(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden]')) continue;
      const text = node.textContent?.trim() ?? '';
      if (/\[object Object\]|\bundefined\b|\bNaN\b/.test(text) || known.has(text)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && (/\[object Object\]|\bundefined\b|\bNaN\b/.test(value) || known.has(value)))
          found.push(value);
      }
    }
    return found;
  }, I18N_KEYS);
}

/** A concrete address of a route: the project's id, else the person's own id. */
const addressOf = (route: string, ids: { project: string; user: string }) =>
  route.replace(':projectId', ids.project).replace(/:\w+/g, ids.user);

/**
 * Opens `address`, never touching the page, and finds the screen whole once the network is idle.
 * An admin screen opened by an admin on a desktop is also judged as admin-routes.spec.ts asks of
 * every admin screen: shown at its own address, with the admin's sidebar, a title, and no serious
 * accessibility violation (one walk over these screens serves both journeys).
 */
async function expectWholeScreen(
  page: Page,
  address: string,
  { mobile, adminScreen }: { mobile: boolean; adminScreen: boolean },
) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const where = `${address}${mobile ? ' (390 px)' : ''}`;
  if (mobile) await expect(page.getByRole('button', { name: 'Abrir menú' }), where).toBeVisible();
  else {
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }), where).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' }), where).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Menú de usuario' }), where).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]:visible'), where).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), where).toHaveCount(0);
  await expect.poll(() => brokenTexts(page), { message: where }).toEqual([]);
  if (adminScreen) {
    expect(new URL(page.url()).pathname, where).toBe(address);
    await expect(page.getByTestId('sidebar-admin'), where).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), where).not.toHaveText('');
    await checkA11y(page, `${address} (admin)`);
  }
}

for (const role of ['user', 'admin'] as const) {
  for (const mobile of [false, true]) {
    test(`cada pantalla de ${role === 'admin' ? 'administración' : 'cliente'} llega entera sin tocarla${mobile ? ' en el móvil' : ''}`, async ({
      page,
      createUser,
      signInAsOwner,
      consoleGuard,
      baseURL,
    }) => {
      test.slow();
      // A person's GitHub screen, for someone who never connected GitHub: its "not connected"
      // state, and the browser logs the API's 404 itself.
      consoleGuard.allow(/status of 404 .*\/api\/github\/users\/[0-9a-f-]{36}\/dashboard/);
      if (mobile) await page.setViewportSize({ width: 390, height: 844 });
      if (role === 'admin') await signInAsOwner();
      else await signInByApi(page, await createUser());
      const me = (await (await page.request.get(`${baseURL}/api/me`)).json()) as {
        id?: string;
        user?: { id: string };
      };
      const userId = me.id ?? me.user?.id ?? '';
      const created = await page.request.post(`${baseURL}/api/projects`, {
        data: {
          name: `Web de prueba ${randomUUID().slice(0, 6)}`,
          description: 'Una web',
          technologies: ['React'],
        },
        headers: { Origin: baseURL! },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { project } = (await created.json()) as { project: { id: string } };
      const routes = signedInRoutes.filter((route) => role === 'admin' || !route.role);
      for (const route of routes) {
        await expectWholeScreen(page, addressOf(route.path, { project: project.id, user: userId }), {
          mobile,
          adminScreen: role === 'admin' && !mobile && route.role === 'admin',
        });
      }
    });
  }
}

test('un cambio de otra persona llega en directo a un panel que nadie ha tocado', async ({
  page,
  signedInUser: _client,
  ownerApi,
  baseURL,
}) => {
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: {
      name: `Tienda sin tocar ${randomUUID().slice(0, 6)}`,
      description: 'Una web',
      technologies: ['React'],
    },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };

  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  const bell = page.getByRole('button', { name: 'Notificaciones', exact: true });
  await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');
  // Connected at load, nobody touching the page.
  await expect(page.locator('[data-realtime-status]')).toHaveAttribute('data-realtime-status', 'connected');

  const approved = await ownerApi.post(`/api/projects/${project.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(bell).toHaveAccessibleDescription('1 sin leer', { timeout: 3_000 });
});

test('una clienta recién registrada abre la campana al momento y ve su panel, no el tour', async ({
  page,
  uniqueEmail,
  removeAfterTest,
}) => {
  // A real first visit: the welcome tour is due (the journeys otherwise start with it taken).
  await page.addInitScript(() => {
    window.sessionStorage.setItem('websy_tour_journey', 'true');
    window.sessionStorage.removeItem('websy_tour_session_started');
  });
  const email = uniqueEmail();
  removeAfterTest(email);
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Marta Nueva');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toBeVisible();
  // Well past the tour's 2 s: the panel the person opened stays, and no tour covers it.
  await page.waitForTimeout(3_000);
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('tour-card')).toHaveCount(0);

  // Once the panel is closed and the screen is quiet, the welcome tour starts.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('tour-card')).toContainText('Paso 1 de', { timeout: 15_000 });
});

test('una pulsación en la pantalla pintada antes de que la app arranque no se pierde', async ({
  page,
  ownerApi,
}) => {
  const name = `Proyecto pintado ${randomUUID().slice(0, 6)}`;
  const created = await ownerApi.post('/api/projects', {
    data: { name, description: 'Una web', technologies: ['React'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };

  await signInByApi(page, OWNER);
  // A slow network: the server-drawn screen is painted well before the app's code arrives.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/proyectos/detalle/${project.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => 'appLive' in document.documentElement.dataset)).toBe(false);

  // The person presses at once: the press waits for the app instead of landing on a dead button.
  await page.getByRole('button', { name: 'Editar proyecto' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar el proyecto' })).toBeVisible();
});

test('una pulsación en una parte de la pantalla con código propio no se pierde', async ({
  page,
  signedInUser: _client,
  baseURL,
}) => {
  const name = `Proyecto compartido ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Una web', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };

  // The Colaboradores card is a chunk of its own, and on a slow network it comes after the rest.
  await page.route('**/assets/members-card-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/proyectos/detalle/${project.id}`, { waitUntil: 'commit' });
  const card = page
    .getByRole('heading', { name: 'Colaboradores' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText('0 de 20 colaboradores')).toBeVisible();

  // Pressed as soon as the page takes presses: the card's code is in by then, and the press opens it.
  await card.getByRole('button', { name: 'Añadir colaborador' }).click();
  await expect(page.getByRole('dialog', { name: 'Añadir colaborador' })).toBeVisible();
});
