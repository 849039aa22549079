import { randomUUID } from 'node:crypto';
import { dayPart, hourIn } from '../src/web/lib/greeting';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, signInByUi, test } from './support/fixtures';

const greetings = { morning: 'Buenos días', afternoon: 'Buenas tardes', evening: 'Buenas noches' };
const greetingIn = (zone?: string) => greetings[dayPart(hourIn(new Date(), zone), 'es')];
/** Tokyo or New York, whichever greets differently from the server's own zone now. */
const farZone = () => ['Asia/Tokyo', 'America/New_York'].find((z) => greetingIn(z) !== greetingIn())!;

/**
 * `started` (a signed-in page, its app running in `zone`) greets in that zone and tells the server,
 * which then draws the dashboard in it too: scripts off, the server's screen is all there is.
 */
async function expectServerGreetsIn(
  started: Page,
  zone: string,
  firstName: string,
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
) {
  const greeting = `${greetingIn(zone)}, ${firstName}`;
  await expect(started.getByRole('heading', { level: 1 })).toHaveText(greeting);
  await expect
    .poll(async () => (await started.context().cookies()).find((c) => c.name === 'websy-tz')?.value)
    .toBe(encodeURIComponent(zone));
  const still = await newContext({
    timezoneId: zone,
    javaScriptEnabled: false,
    storageState: await started.context().storageState(),
  });
  const drawn = await still.newPage();
  await drawn.goto('/dashboard');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(greeting);
}

/**
 * Signed-in screens arrive drawn by the server for the person signed in (decision 0046): their
 * first screen shows before any script has run, and the app takes it over without asking again
 * who is signed in.
 */
test('el panel del cliente llega dibujado por el servidor y la app lo toma sin volver a preguntar por la sesión', async ({
  page,
  signedInUser,
  newContext,
}) => {
  const firstName = signedInUser.name.split(' ')[0]!;
  const greeting = new RegExp(`^Buen[oa]s (días|tardes|noches), ${firstName}$`);

  // Without scripts: the server's screen is all there is.
  const noScripts = await newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScripts.newPage();
  await still.goto('/dashboard');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText(greeting);
  await expect(still.getByRole('main').getByText(signedInUser.email)).toBeVisible();
  // The sidebar too: drawn for every width, shown from 768 px by CSS.
  await expect(still.getByTestId('sidebar-client')).toContainText(signedInUser.email);
  await expect(still.getByText('Verificando autenticación...')).toHaveCount(0);

  // With scripts: the same screen, and the app starts from the profile the page brought, and
  // from the tours' progress that came with it (the tours' chunk, loaded once the app runs, does not
  // ask for it).
  const startReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/auth/get-session', '/api/me', '/api/tutorials/progress'].includes(pathname))
      startReads.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
  // The app has taken over once its own data arrives (the projects card leaves its skeleton).
  await expect(page.getByRole('heading', { name: 'Tus proyectos' })).toBeVisible();
  await expect(page.locator('#websy-session')).toHaveCount(0);
  // The tours' entry point is drawn: their chunk has run, with the progress it found.
  await expect(page.getByRole('button', { name: 'Tutoriales' })).toBeVisible();
  await page.getByRole('link', { name: 'Mi Perfil' }).first().click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByLabel('Nombre completo')).toHaveValue(signedInUser.name);
  expect(startReads).toEqual([]);
});

test('el panel de administración llega dibujado por el servidor para el administrador', async ({
  page,
  signInAsOwner,
  newContext,
}) => {
  await signInAsOwner();
  const noScripts = await newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScripts.newPage();
  await still.goto('/admin');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText(/^Buen[oa]s (días|tardes|noches)/);
  await expect(still.getByText('owner@websy.test').first()).toBeVisible();
  await expect(still.getByRole('heading', { name: 'Accesos rápidos' })).toBeVisible();
  // The sidebar's counts and the avatar's initial are part of the server's screen.
  const sidebar = still.getByTestId('sidebar-admin');
  await expect(sidebar.getByRole('link', { name: /^Usuarios/ }).getByLabel(/^\d+ en total$/)).toBeVisible();
  await expect(sidebar.locator('[data-slot="avatar-fallback"]')).toHaveText(/^\S$/);

  // The app starts on those counts: it does not read them again to draw them. The owner is shared
  // with the journeys running beside this one: once one of their changes reaches this page live
  // (the realtime socket's `change`, `changes` or `resync`), reading the counts again is the app's job.
  const reads: string[] = [];
  let changedLive = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (/"type":"(changes?|resync)"/.test(String(payload))) changedLive = true;
    }),
  );
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (changedLive) return;
    if (pathname === '/api/admin/counts' || pathname === '/api/chat/unread') reads.push(pathname);
  });
  await page.goto('/admin');
  await expect(page.getByTestId('sidebar-admin').getByRole('link', { name: /^Usuarios/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('el servidor saluda en la zona horaria del navegador que la app le dejó dicha', async ({
  page,
  signedInUser,
  newContext,
}) => {
  // Tokyo and New York never share a greeting: one of them differs from the server's own zone.
  const zone = farZone();
  const firstName = signedInUser.name.split(' ')[0]!;
  const state = await page.context().storageState();

  // The app, once started in that zone, tells the server: the server's screen then greets in
  // that zone, not in the server's.
  const far = await newContext({ timezoneId: zone, storageState: state });
  const started = await far.newPage();
  await started.goto('/dashboard');
  await expectServerGreetsIn(started, zone, firstName, newContext);
});

test('la portada no guarda la zona horaria, y quien inicia sesión en otra zona horaria recibe su saludo ya del servidor', async ({
  createUser,
  newContext,
}) => {
  const user = await createUser();
  const firstName = user.name.split(' ')[0]!;
  const zone = farZone();
  const far = await newContext({ timezoneId: zone });
  const page = await far.newPage();

  // The home page, started: it has nothing to tell the server (and skips the locale data's start).
  await page.goto('/');
  await expect(page.locator('html[data-app-live]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect((await far.cookies()).map((cookie) => cookie.name)).not.toContain('websy-tz');

  // Signed in from /login, the app's signed-in shell tells the server the zone, and the server
  // draws the next signed-in page in it.
  await page.goto('/login');
  await signInByUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectServerGreetsIn(page, zone, firstName, newContext);
});

test('el panel llega con los proyectos del cliente ya dibujados, y la app empieza con esos datos', async ({
  page,
  signedInUser,
  newContext,
  baseURL,
}) => {
  const name = `Tienda de cerámica ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Tienda online con envíos', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(signedInUser.email).toBeTruthy();

  // Without scripts: the server read the list as this client and drew it (decision 0046).
  const noScripts = await newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScripts.newPage();
  await still.goto('/dashboard');
  await expect(still.getByText(name)).toBeVisible();

  // With scripts: the app takes the data the page brought, and draws the same list at once.
  const listReads: number[] = [];
  let socketOpened = false;
  page.on('websocket', () => (socketOpened = true));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/projects') listReads.push(socketOpened ? 1 : 0);
  });
  await page.goto('/dashboard');
  await expect(page.locator('#websy-queries')).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible();
  // The list is read again only once realtime is connected (what changed in between), never to draw it.
  expect(listReads.filter((afterSocket) => afterSocket === 0)).toEqual([]);
});

test('la página de un proyecto llega con sus colaboradores dibujados: nada se mueve bajo el dedo al cargar', async ({
  page,
  signedInUser,
  newContext,
  baseURL,
}) => {
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: {
      name: `Web de la bodega ${randomUUID().slice(0, 6)}`,
      description: 'Catas y reservas',
      technologies: ['Astro'],
    },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };
  const address = `/proyectos/detalle/${project.id}`;

  // Without scripts: the server read the members as this client and drew them (decision 0046).
  const noScripts = await newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScripts.newPage();
  await still.goto(address);
  const drawnMembers = still.getByRole('list', { name: 'Colaboradores' });
  await expect(drawnMembers).toContainText(signedInUser.email);
  const drawnTabs = await still.getByRole('tablist').boundingBox();

  // With scripts: the list (and the first tab's comments) are not read again to draw them, and
  // the tabs stay where they were drawn.
  const firstScreenReads: boolean[] = [];
  let socketOpened = false;
  page.on('websocket', () => (socketOpened = true));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if ([`/api/projects/${project.id}/members`, `/api/projects/${project.id}/comments`].includes(pathname))
      firstScreenReads.push(socketOpened);
  });
  await page.goto(address);
  await expect(page.getByRole('list', { name: 'Colaboradores' })).toContainText(signedInUser.email);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('tablist').boundingBox()).toEqual(drawnTabs);
  expect(firstScreenReads.filter((afterSocket) => !afterSocket)).toEqual([]);
});
