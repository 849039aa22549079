import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Decision 0054: an admin views the portal as a client ("Ver como cliente"), read-only, under a
 * banner with "Salir"; the client then sees the visit in their settings.
 */
const READ_ONLY = 'Estás viendo el portal como un cliente: en esta vista no se puede cambiar nada.';

test('el admin ve el portal como un cliente, sin poder cambiar nada, y vuelve a su sesión', async ({
  page,
  createUser,
  newContext,
  ownerApi,
  consoleGuard,
  baseURL,
}) => {
  const client = await createUser({ name: `Lucía Vista ${randomUUID().slice(0, 4)}` });
  const projectName = `Web de Lucía ${randomUUID().slice(0, 6)}`;
  const clientPage = await (await newContext()).newPage();
  await signInByApi(clientPage, client);
  const created = await clientPage.request.post(`${baseURL}/api/projects`, {
    data: { name: projectName, description: 'Web corporativa con blog', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  const phase = await ownerApi.post(`/api/projects/${projectId}/phases`, { data: { name: 'Diseño' } });
  expect(phase.status(), await phase.text()).toBe(201);
  const message = `Te hemos subido la maqueta ${randomUUID().slice(0, 4)}`;
  const sent = await ownerApi.post(`/api/projects/${projectId}/chat/messages`, { data: { body: message } });
  expect(sent.status(), await sent.text()).toBe(201);

  // The admin, from the users screen.
  await signInByApi(page, OWNER);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByRole('searchbox').first().fill(client.email);
  await page.getByRole('button', { name: `Ver el portal como ${client.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Ver el portal como ${client.name}?` });
  await expect(confirm).toContainText(client.email);
  await checkA11y(page, 'view-as confirmation');
  await confirm.getByRole('button', { name: 'Ver como cliente' }).click();

  // The client's dashboard, under the banner.
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Vista como cliente' });
  await expect(banner.getByRole('status')).toHaveText(
    `Estás viendo el portal como ${client.name} (${client.email}). Solo lectura.`,
  );
  await expect(page.getByTestId('sidebar-client')).toContainText(client.name);
  await checkA11y(page, 'client dashboard in a view');

  // Their projects, and the project page.
  await page.goto('/proyectos');
  await page.getByRole('link', { name: projectName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: /Ver el portal como/ })).toHaveCount(0);

  // A change is refused, with the server's words.
  consoleGuard.allow(/status of 403/);
  await page.getByRole('button', { name: 'Escribe un comentario sobre Diseño' }).click();
  await page.getByLabel('Escribe un comentario sobre Diseño').fill('Esto no debería publicarse');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText(READ_ONLY).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comentarios de Diseño' })).toHaveCount(0);

  // The project's chat history (its collaboration space: read, and marked read by nobody), and billing.
  const markedRead: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/chat/read')) markedRead.push(request.url());
  });
  await page.goto(`/proyectos/${projectId}/colaboracion?tab=chat`);
  await expect(page.getByText(message)).toBeVisible();
  await expect(banner).toBeVisible();
  await checkA11y(page, 'project chat in a view');
  expect(markedRead).toEqual([]);
  // Still unread for the client.
  const unread = (await (await page.request.get(`${baseURL}/api/chat/unread`)).json()) as {
    projects: Array<{ project_id: string; unread: number }>;
  };
  expect(unread.projects.find((p) => p.project_id === projectId)?.unread).toBe(1);
  await page.goto('/facturacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
  await expect(banner).toBeVisible();
  await checkA11y(page, 'billing in a view');

  // "Salir": back on the users screen as the admin.
  await banner.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vista como cliente' })).toHaveCount(0);

  // The console's security screen tells who viewed whom, and for how long.
  await page.goto('/admin/security');
  await expect(
    page.getByText(`empezó a ver el portal como ${client.name} (${client.email})`).first(),
  ).toBeVisible();
  await expect(
    page
      .getByText(
        new RegExp(
          `dejó de ver el portal como ${client.name} \\(${client.email.replace(/[.+]/g, '\\$&')}\\) tras \\d+ (s|min)`,
        ),
      )
      .first(),
  ).toBeVisible();

  // The client sees the visit in their settings.
  await clientPage.goto('/configuracion#seguridad');
  const visits = clientPage
    .getByRole('heading', { name: 'Accesos de la agencia a tu portal' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(visits.getByRole('list')).toContainText('vio tu portal');
  await expect(visits).toContainText('Duración:');
  await checkA11y(clientPage, 'client settings with the agency visits');
});

test.describe('en un teléfono, con el tema oscuro', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' });

  test('la banda de la vista se lee entera y «Salir» está a mano', async ({ page, createUser, baseURL }) => {
    const client = await createUser({ name: `Mario Móvil ${randomUUID().slice(0, 4)}` });
    await signInByApi(page, OWNER);
    const users = await page.request.get(`${baseURL}/api/users?search=${encodeURIComponent(client.email)}`);
    const id = ((await users.json()) as { users: Array<{ id: string }> }).users[0]!.id;
    const started = await page.request.post(`${baseURL}/api/users/${id}/view-as`, {
      headers: { Origin: baseURL! },
    });
    expect(started.status(), await started.text()).toBe(200);

    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Vista como cliente' });
    await expect(banner.getByRole('status')).toHaveText(
      `Estás viendo el portal como ${client.name} (${client.email}). Solo lectura.`,
    );
    const box = await banner.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    const exit = banner.getByRole('button', { name: 'Salir' });
    const exitBox = await exit.boundingBox();
    expect(exitBox!.height).toBeGreaterThanOrEqual(44);
    expect(exitBox!.x + exitBox!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(page, 'view banner on a phone, dark');
    await exit.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
});
