import { E2E_GITHUB } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * Decision 0026: 'Conectar con GitHub' through the OAuth app (a fake GitHub: its authorize page
 * approves at once and returns to /auth/github/callback), the dashboard with its chart, then
 * 'Desconectar'; and a return whose state the server never issued.
 */
test('un cliente conecta GitHub con OAuth, ve su panel con el gráfico y se desconecta', async ({
  page,
  signedInUser: _user,
}) => {
  await page.goto('/github-dashboard');
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Conectar con GitHub' });
  await expect(connect).toBeVisible();
  await checkA11y(page, '/github-dashboard (OAuth disponible)');

  const callback = page.waitForURL(/\/auth\/github\/callback\?code=[0-9a-f]+&state=/);
  await connect.click();
  await callback;
  await page.waitForURL('**/github-dashboard');
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  await expect(page.getByText(`Conectado a GitHub como ${E2E_GITHUB.login}`)).toBeVisible();
  await expect(page.getByText('Datos en vivo')).toBeVisible();
  await expect(page.getByText(`@${E2E_GITHUB.login}`)).toBeVisible();
  const chart = page.getByTestId('contribution-heat-map');
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(365);

  // The token stayed on the server.
  expect(await page.content()).not.toContain(E2E_GITHUB.token);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(E2E_GITHUB.token);

  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
});

test('una vuelta de GitHub con un state que el servidor no emitió se rechaza', async ({
  page,
  consoleGuard,
  signedInUser: _user,
}) => {
  // The server refuses the forged state (400) on purpose.
  consoleGuard.allow(/status of 400 .*\/api\/github\/oauth\/callback/);
  await page.goto('/auth/github/callback?code=0123456789abcdef&state=estado-falsificado');
  await expect(page.getByRole('heading', { level: 1, name: 'No se pudo conectar GitHub' })).toBeVisible();
  await expect(
    page.getByText('Invalid state parameter - possible CSRF attack or expired session'),
  ).toBeVisible();
  await checkA11y(page, '/auth/github/callback (state rechazado)');
  await page.getByRole('link', { name: 'Volver al dashboard de GitHub' }).click();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
});
