import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

/** The header's bell (its accessible description says how many are unread). */
const bellOf = (page: Page) => page.getByRole('button', { name: 'Notificaciones', exact: true });
const bellPanel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const toastLayer = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

async function createProject(page: Page, baseURL: string, name: string): Promise<string> {
  const response = await page.request.post('/api/projects', { data: { name }, headers: { Origin: baseURL } });
  expect(response.status(), `project creation: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

async function sendTo(ownerApi: APIRequestContext, userId: string, fields: Record<string, unknown> = {}) {
  const response = await ownerApi.post('/api/notifications/send', {
    data: {
      user_id: userId,
      title: 'Aviso del equipo',
      message: 'Revisa tu perfil.',
      type: 'info',
      category: 'system',
      ...fields,
    },
  });
  expect(response.status(), `send: ${await response.text()}`).toBe(201);
}

/** The open panel lies under the bell and inside the window, at the page's present width. */
async function expectPanelUnderBell(page: Page) {
  const panel = (await bellPanel(page).boundingBox())!;
  const bell = (await bellOf(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(panel.y).toBeGreaterThanOrEqual(bell.y + bell.height);
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(width);
  // From 768 px it hangs from the bell, right-aligned; narrower, it spans the header.
  if (width >= 768) expect(Math.abs(panel.x + panel.width - (bell.x + bell.width))).toBeLessThanOrEqual(1);
  else expect(panel.width).toBeGreaterThanOrEqual(width - 24 - 1);
}

async function waitForRealtime(page: Page) {
  await expect(page.locator('[data-realtime-status]')).toHaveAttribute('data-realtime-status', 'connected');
}

test.describe('campana de notificaciones', () => {
  test('la aprobación de un proyecto sube el contador sin recargar y «Marcar todas» lo vacía', async ({
    page,
    signedInUser: _client,
    ownerApi,
    baseURL,
  }) => {
    const projectId = await createProject(page, baseURL!, 'Tienda online de prueba');
    await page.goto('/dashboard');
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');
    await waitForRealtime(page);

    const approved = await ownerApi.post(`/api/projects/${projectId}/approve`, { data: {} });
    expect(approved.status(), await approved.text()).toBe(200);

    // Pushed through the socket: no reload, no 30-s poll.
    await expect(bell).toHaveAccessibleDescription('1 sin leer');
    await expect(toastLayer(page).getByText('Proyecto aprobado')).toBeVisible();

    await bell.click();
    const panel = bellPanel(page);
    await expect(panel).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: 'Proyecto aprobado' });
    await expect(item).toContainText('Tu proyecto «Tienda online de prueba» ha sido aprobado.');
    await expect(item).toContainText('Ahora');
    await expect(panel).toContainText('En directo');
    await expectPanelUnderBell(page);
    await checkA11y(page, '/dashboard (campana abierta)');

    await panel.getByRole('button', { name: 'Marcar todas' }).click();
    await expect(page.getByText('Todas las notificaciones marcadas como leídas')).toBeVisible();
    await expect(panel).toContainText('No hay notificaciones nuevas');
    await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // On a phone the panel spans the header, inside the window; a press outside it closes it.
    await page.setViewportSize({ width: 390, height: 844 });
    await bell.click();
    await expect(panel).toBeVisible();
    await expectPanelUnderBell(page);
    await page.mouse.click(200, 700);
    await expect(panel).toBeHidden();

    // Still read after a reload (the server kept it).
    await page.reload();
    await expect(bellOf(page)).toHaveAccessibleDescription('Nada pendiente de leer');
  });

  test('abrir una notificación lleva a su enlace y la marca como leída', async ({
    page,
    signedInUser,
    ownerApi,
  }) => {
    await sendTo(ownerApi, signedInUser.id, {
      title: 'Completa tu perfil',
      action_url: '/perfil',
      is_urgent: true,
    });
    await page.goto('/dashboard');
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleDescription('1 sin leer, 1 urgente');
    await expect(page.getByTestId('bell-urgent-marker')).toBeVisible();

    await bell.press('Enter');
    const panel = bellPanel(page);
    const link = panel.getByRole('link', { name: /Completa tu perfil/ });
    await expect(link).toContainText('Urgente');
    await link.click();

    await expect(page).toHaveURL(/\/perfil$/);
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');
    await expect(page.getByTestId('bell-urgent-marker')).toHaveCount(0);
  });

  test('carga de 20 en 20 al acercarse al final y avisa cuando no hay más', async ({
    page,
    signedInUser,
    ownerApi,
  }) => {
    for (let i = 1; i <= 23; i += 1) await sendTo(ownerApi, signedInUser.id, { title: `Aviso número ${i}` });
    await page.goto('/dashboard');
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleDescription('23 sin leer');

    await bell.click();
    const panel = bellPanel(page);
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(panel.getByText('No hay más notificaciones')).toHaveCount(0);

    await items.last().scrollIntoViewIfNeeded();
    await panel
      .getByRole('list')
      .evaluate((list) => list.parentElement!.scrollTo({ top: list.parentElement!.scrollHeight }));
    await expect(items).toHaveCount(23);
    await expect(panel.getByText('No hay más notificaciones')).toBeVisible();
    await expect(items.first()).toContainText('Aviso número 23');
    await expect(items.last()).toContainText('Aviso número 1');
  });
});

test('sin conexión en directo, el sondeo de 30 s trae las notificaciones nuevas', async ({
  page,
  signedInUser,
  ownerApi,
  consoleGuard,
}) => {
  await page.clock.install();
  // The realtime socket is refused every time (a closed port: it never opens, so no reconnection
  // catches up on what was missed): only the poll can bring news.
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(String(url).includes('/api/realtime') ? 'ws://127.0.0.1:9/' : url, protocols);
      }
    };
  });
  consoleGuard.allow(/WebSocket connection to 'ws:\/\/127\.0\.0\.1:9\/' failed/);
  // The portal's Content-Security-Policy refuses that other port before any connection is tried.
  consoleGuard.allow(
    /Connecting to 'ws:\/\/127\.0\.0\.1:9\/' violates the following Content Security Policy/,
  );
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');
  await expect(page.locator('[data-realtime-status]')).not.toHaveAttribute(
    'data-realtime-status',
    'connected',
  );

  // From here the page's time moves only when the test says: a slow machine's real seconds must
  // not bring the next poll early.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);

  await sendTo(ownerApi, signedInUser.id, { title: 'Llega por sondeo' });
  await page.clock.fastForward('00:10');
  await expect(bell).toHaveAccessibleDescription('Nada pendiente de leer');
  await page.clock.resume();

  await page.clock.fastForward('00:21');
  await expect(bell).toHaveAccessibleDescription('1 sin leer');
  await expect(toastLayer(page).getByText('Llega por sondeo')).toBeVisible();

  await bell.click();
  await expect(bellPanel(page)).toContainText('Sin conexión en directo: se comprueba cada 30 s');
});

test.describe('sección de notificaciones del administrador', () => {
  // Enable once /admin#notifications renders NotificationsAdminSection (wired by the admin page).

  test('envía a un usuario con validación, el cliente lo ve al momento, y gestiona su bandeja', async ({
    page,
    signInAsOwner,
    createUser,
    newContext,
    baseURL,
  }) => {
    const client = await createUser();
    const clientPage = await (await newContext()).newPage();
    await signInByApi(clientPage, client);
    const projectName = `Proyecto de ${client.name}`;
    await createProject(clientPage, baseURL!, projectName); // the admins get «Nuevo proyecto pendiente»
    await clientPage.goto('/dashboard');
    await waitForRealtime(clientPage);

    await signInAsOwner();
    await page.goto('/admin#notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resumen de tu bandeja' })).toBeVisible();
    await checkA11y(page, '/admin#notifications');

    // Validation: the spec's messages under each field.
    const submit = page.getByRole('button', { name: 'Enviar notificación' });
    await page.getByRole('radio', { name: 'Un usuario' }).click();
    await submit.click();
    await expect(page.getByText('Escribe un título')).toBeVisible();
    await expect(page.getByText('Escribe un mensaje')).toBeVisible();
    await expect(page.getByText('Elige un destinatario o «todos»')).toBeVisible();

    await page.getByLabel('Buscar usuario').fill(client.email);
    await page.getByRole('radio', { name: new RegExp(client.email) }).click();
    await page.getByLabel('Título').fill('Revisa el presupuesto');
    await page.getByLabel('Mensaje', { exact: true }).fill('Te hemos dejado el presupuesto en tu perfil.');
    await page.getByLabel('Enlace (opcional)').fill('https://example.com');
    await submit.click();
    await expect(page.getByText('El enlace debe ser una ruta del portal (empieza por /)')).toBeVisible();
    await page.getByLabel('Enlace (opcional)').fill('/perfil');
    await page.getByRole('switch', { name: 'Urgente' }).click();
    await submit.click();
    await expect(page.getByText('Notificación enviada a 1 usuario')).toBeVisible();

    // The client's bell, without a reload.
    await expect(bellOf(clientPage)).toHaveAccessibleDescription('1 sin leer, 1 urgente');
    await expect(toastLayer(clientPage).getByText('Revisa el presupuesto')).toBeVisible();

    // The admin's inbox: filter, mark read, delete.
    await page.getByLabel('Categoría', { exact: true }).first().selectOption('project');
    const row = page.getByRole('listitem').filter({ hasText: `«${projectName}»` });
    await expect(row).toContainText('Nuevo proyecto pendiente');
    await expect(row).toContainText('Sin leer');
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Marcar como leída' }).click();
    await expect(page.getByText('Notificación marcada como leída')).toBeVisible();
    await expect(row).not.toContainText('Sin leer');

    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta notificación?' });
    await expect(confirm).toContainText('Nuevo proyecto pendiente');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Notificación eliminada')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('button', { name: 'Eliminar caducadas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar caducadas' }).click();
    await expect(
      page.getByText(/No había notificaciones caducadas|notificaci(ón|ones) caducadas? eliminadas?/),
    ).toBeVisible();
    await checkA11y(page, '/admin#notifications (tras gestionar)');
  });
});
