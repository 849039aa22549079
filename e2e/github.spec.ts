import type { Locator, Page } from '@playwright/test';
import { E2E_GITHUB } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/** Decision 0026: a user connects GitHub with a token, sees the dashboard with its chart, disconnects. */

/** A horizontal swipe of `dx` pixels over an element, as touch events (Playwright's touchscreen only taps). */
async function swipe(target: Locator, dx: number) {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const at = (x: number) =>
      new Touch({ identifier: 1, target: element, clientX: x, clientY: box.top + box.height / 2 });
    const startX = box.left + box.width / 2;
    element.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [at(startX)], changedTouches: [at(startX)] }),
    );
    element.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(startX + distance)] }),
    );
  }, dx);
}

async function connectByApi(page: Page) {
  const res = await page.request.post('/api/github/connection', { data: { token: E2E_GITHUB.token } });
  expect(res.status()).toBe(201);
  expect(await res.text()).not.toContain(E2E_GITHUB.token);
}

test('un cliente conecta GitHub con un token, ve su panel con el gráfico y se desconecta', async ({
  page,
  consoleGuard,
  signedInUser: _user,
}) => {
  // The token GitHub does not know is refused (400) on purpose.
  consoleGuard.allow(/status of 400 .*\/api\/github\/connection/);
  await page.goto('/perfil');
  await page.getByRole('link', { name: 'Abrir dashboard de GitHub' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de GitHub' })).toBeVisible();
  await expect(page.getByText('Tu actividad y estadísticas de desarrollo')).toBeVisible();
  await expect(page.getByText('Desconectado', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
  await checkA11y(page, '/github-dashboard (sin conectar)');

  await page.getByLabel('Token de acceso personal').fill('ghp_token_que_github_no_conoce');
  await page.getByRole('button', { name: 'Conectar con token' }).click();
  await expect(
    page.getByText('El token recibido no es válido o no tiene los permisos necesarios'),
  ).toBeVisible();

  await page.getByLabel('Token de acceso personal').fill(E2E_GITHUB.token);
  await page.getByRole('button', { name: 'Conectar con token' }).click();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  await expect(page.getByText('Datos en vivo')).toBeVisible();
  await expect(page.getByText('Lucía Herrera')).toBeVisible();
  await expect(page.getByText(`@${E2E_GITHUB.login}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estadísticas de Contribuciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lenguajes más usados' })).toBeVisible();

  // Featured: the fork left out, most stars first; each opens GitHub in a new tab.
  const repos = page.getByRole('link', { name: /en GitHub \(nueva pestaña\)$/ });
  await expect(repos).toHaveCount(4);
  await expect(repos.first()).toHaveAccessibleName(
    `Abrir ${E2E_GITHUB.login}/tienda-online en GitHub (nueva pestaña)`,
  );
  await expect(repos.first()).toHaveAttribute('target', '_blank');
  await expect(page.getByText('fork-de-react')).toHaveCount(0);
  await expect(page.getByText('Sin descripción').first()).toBeVisible();

  // The real chart: 365 days, and the same counts as a table.
  const chart = page.getByTestId('contribution-heat-map');
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(365);
  await checkA11y(page, '/github-dashboard (conectado)');
  await page.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = page.getByRole('table', { name: 'Contribuciones por semana del último año' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(53);
  await page.getByRole('button', { name: 'Ver gráfico' }).click();
  await expect(chart).toBeVisible();

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Datos en vivo')).toBeVisible();

  // The browser never holds the token.
  expect(await page.content()).not.toContain(E2E_GITHUB.token);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(E2E_GITHUB.token);

  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
  await expect(page.getByText('Desconectado', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No conectado a GitHub' })).toBeVisible();
});

test.describe('en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('el cajón Navegación se abre deslizando y muestra las contribuciones', async ({
    page,
    signedInUser: _user,
  }) => {
    await connectByApi(page);
    await page.goto('/github-dashboard');
    await expect(page.getByText('Datos en vivo')).toBeVisible();
    await expect(page.getByRole('link', { name: /en GitHub \(nueva pestaña\)$/ })).toHaveCount(4);
    // Contributions start off on a phone.
    await expect(page.getByTestId('contribution-heat-map')).toHaveCount(0);
    await checkA11y(page, '/github-dashboard (teléfono)');

    await swipe(page.getByRole('heading', { level: 1, name: 'Dashboard de GitHub' }), -80);
    const drawer = page.getByRole('dialog', { name: 'Navegación' });
    await expect(drawer).toBeVisible();
    const contributions = drawer.getByRole('switch', { name: 'Contribuciones', exact: true });
    await expect(contributions).not.toBeChecked();
    await contributions.click();
    await expect(contributions).toBeChecked();
    await checkA11y(page, '/github-dashboard (cajón Navegación)');
    await swipe(drawer.getByRole('heading', { name: 'Navegación' }), 80);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('contribution-heat-map')).toBeVisible();
  });
});
