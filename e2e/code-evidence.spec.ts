import type { Page } from '@playwright/test';
import { E2E_GITHUB } from './support/env';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Decision 0026: code evidence on a project (an admin links a phase to a pull request from the picker,
 * the client sees it next to the phase's status and the Código tab), and an admin's read-only
 * view of a connected client's GitHub (/profile/{userId}/github), which a client cannot open.
 */

async function connect(page: Page) {
  const res = await page.request.post('/api/github/connection', { data: { token: E2E_GITHUB.token } });
  expect(res.status()).toBe(201);
}

test('el admin vincula una fase a una pull request y el cliente la ve junto al estado de la fase', async ({
  page,
  signedInUser: _client,
  newContext,
}) => {
  test.slow();
  await connect(page);
  const created = await page.request.post('/api/projects', {
    data: {
      name: `Tienda de Lucía ${Date.now()}`,
      description: 'Tienda en línea',
      technologies: ['React'],
      github_repository_url: `https://github.com/${E2E_GITHUB.login}/tienda-online`,
    },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // The agency approves the project and adds a phase, then links it in the page's picker.
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  expect((await admin.request.post(`/api/projects/${projectId}/approve`, { data: {} })).status()).toBe(200);
  const phase = await admin.request.post(`/api/projects/${projectId}/phases`, {
    data: { name: 'Desarrollo' },
  });
  expect(phase.status()).toBe(201);
  await admin.goto(`/proyectos/detalle/${projectId}`);
  await admin.getByRole('button', { name: 'Vincular evidencia' }).click();
  const picker = admin.getByRole('dialog', { name: 'Vincular evidencia a «Desarrollo»' });
  await expect(picker).toBeVisible();
  await checkA11y(admin, 'selector de evidencia');
  await picker.getByRole('button', { name: /#12 Pasarela de pago/ }).click();
  await expect(admin.getByText('Evidencia vinculada')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(admin.getByTestId('phase-evidence')).toContainText('PR #12 Pasarela de pago');

  // The client sees the link next to the phase's status, and the repository in the Código tab.
  await page.goto(`/proyectos/detalle/${projectId}`);
  const chip = page.getByTestId('phase-evidence');
  await expect(chip).toContainText('PR #12 Pasarela de pago');
  await expect(chip).toContainText('Abierta');
  await expect(chip.getByRole('link', { name: 'PR #12 Pasarela de pago' })).toHaveAttribute(
    'href',
    `https://github.com/${E2E_GITHUB.login}/tienda-online/pull/12`,
  );
  await expect(page.getByRole('button', { name: 'Vincular evidencia' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Código' }).click();
  await expect(page.getByText('Leído con la conexión del propietario')).toBeVisible();
  await expect(page.getByTestId('latest-deployment')).toContainText('production');
  await expect(
    page.getByRole('link', { name: 'Abrir el entorno production (nueva pestaña)' }),
  ).toHaveAttribute('href', 'https://tienda-lucia.example');
  await expect(page.getByRole('list', { name: 'Pull requests abiertas' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(page.getByRole('list', { name: 'Últimos commits' }).getByRole('listitem')).toHaveCount(3);
  await checkA11y(page, 'pestaña Código');
});

test('el admin abre el GitHub de un cliente conectado; un cliente no puede', async ({
  page,
  signedInUser: client,
  createUser,
  newContext,
  consoleGuard,
}) => {
  // A user who never connected answers 404, which the page shows as its empty state.
  consoleGuard.allow(/status of 404 .*\/api\/github\/users\/[^/]+\/dashboard/);
  await connect(page);
  // The client: the address answers as not found.
  await page.goto(`/profile/${client.id}/github`);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();

  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(client.email);
  await admin.getByRole('link', { name: `Ver el GitHub de ${client.name}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/profile/${client.id}/github$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'GitHub de Lucía Herrera' })).toBeVisible();
  await expect(admin.getByText(`@${E2E_GITHUB.login}`)).toBeVisible();
  await expect(admin.getByRole('link', { name: /en GitHub \(nueva pestaña\)$/ })).toHaveCount(4);
  // Read-only: no connecting, refreshing or disconnecting here.
  await expect(admin.getByRole('button', { name: 'Desconectar' })).toHaveCount(0);
  await checkA11y(admin, '/profile/{userId}/github');

  // A user who never connected: a clear empty state.
  const other = await createUser();
  await admin.goto(`/profile/${other.id}/github`);
  await expect(admin.getByText('Este usuario no ha conectado GitHub')).toBeVisible();
});
