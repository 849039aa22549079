import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/** Decision 0010 journeys: security log, integrations and environment (admins only). */

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('el admin ve un inicio de sesión fallido en el registro de seguridad y lo filtra por tipo', async ({
  page,
  baseURL,
}) => {
  const email = `intruso-${randomUUID().slice(0, 8)}@example.com`;
  const failed = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password: 'no-es-la-clave-1' },
    headers: { Origin: baseURL! },
  });
  expect(failed.status()).toBe(401);

  await signInByApi(page, OWNER);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de seguridad' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Eventos de seguridad, del más reciente al más antiguo' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Inicio de sesión fallido');
  await expect(row).toContainText('Correo o contraseña incorrectos');
  await expect(row).toContainText('127.0.0.1');
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ eventos? · \d+ inicios? fallidos?/ }),
  ).toBeVisible();

  // Only failed sign-ins, and the URL keeps the filter (a reload shows the same list).
  await page.getByLabel('Tipo de evento').selectOption({ label: 'Inicio de sesión fallido' });
  await expect(page).toHaveURL(/[?&]event=sign_in_failed/);
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('Inicio de sesión fallido');
  expect(await rows.filter({ hasNotText: 'Inicio de sesión fallido' }).count()).toBe(0);

  await page.getByRole('searchbox', { name: 'Usuario' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 evento · 1 inicio fallido' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Tipo de evento')).toHaveValue('sign_in_failed');
  await expect(page.getByRole('searchbox', { name: 'Usuario' })).toHaveValue(email);
  await expect(rows).toHaveCount(1);

  // An end date before the start is refused inline.
  await page.getByLabel('Desde').fill('2026-11-21');
  await page.getByLabel('Hasta').fill('2026-11-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'La fecha «Hasta» no puede ser anterior a «Desde»' }),
  ).toBeVisible();
  await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page);

  // Nothing matches → empty state with a way out.
  await page.getByLabel('Hasta').fill('');
  await page.getByLabel('Desde').fill('');
  await page.getByRole('searchbox', { name: 'Usuario' }).fill(`nadie-${randomUUID().slice(0, 6)}`);
  await expect(page.getByText('Ningún evento coincide con los filtros.')).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Quitar filtros' }).last().click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  // The unfiltered log (its latest 100 events, axe's longest screen) is judged once, here, as it
  // was first shown: the same screen in the same state.
  await checkA11y(page);
});

test('las integraciones muestran si están configuradas y ningún secreto', async ({ page }) => {
  await signInByApi(page, OWNER);
  await page.goto('/admin#integraciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Integraciones' })).toBeVisible();
  // The e2e portal configures SMTP, the assistant's model (a fake Gemini), Google (a fake Google:
  // the calendar and Google sign-in), GitHub's OAuth app and LinkedIn (fakes too); files stay on
  // the server's disk (e2e/support/portal.ts).
  await expect(page.getByText('6 de 7 integraciones configuradas')).toBeVisible();

  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  await expect(card('Correo')).toContainText('Configurada');
  await expect(card('Correo').locator('code', { hasText: 'SMTP_URL' })).toBeVisible();
  await expect(card('Asistente de IA')).toContainText('Configurada');
  await expect(card('Asistente de IA').locator('code', { hasText: 'GEMINI_API_KEYS' })).toBeVisible();
  await expect(card('Asistente de IA')).toContainText('asistente sin conexión');
  await expect(card('Acceso con LinkedIn')).toContainText('Configurada');
  await expect(card('Acceso con LinkedIn').locator('code', { hasText: 'LINKEDIN_OAUTH_URL' })).toBeVisible();
  await expect(card('Almacenamiento de archivos')).toContainText('No configurada');
  await expect(card('Almacenamiento de archivos')).toContainText(
    'Los archivos se guardan en el disco del servidor.',
  );
  await checkA11y(page);

  const text = await page.locator('main').innerText();
  for (const secret of ['smtp://', 'e2e-secret', 'e2e-gemini-key', 'fake-google-secret', OWNER.password])
    expect(text).not.toContain(secret);
});

test('el entorno muestra la versión 1.0.0, la base de datos operativa y las funciones', async ({ page }) => {
  await signInByApi(page, OWNER);
  await page.goto('/environment');
  await expect(page.getByRole('heading', { level: 1, name: 'Entorno' })).toBeVisible();
  await expect(page.getByRole('main').getByText('1.0.0', { exact: true })).toBeVisible();
  const database = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Base de datos' }) });
  await expect(database).toContainText('Operativa');
  await expect(database).toContainText(/\d+ ms/);
  const mail = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Correo' }) });
  await expect(mail).toContainText('SMTP');
  const flags = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Funciones' }) });
  for (const flag of [
    'Colaboración en tiempo real',
    'Analítica avanzada',
    'Automatización',
    'Gestión de archivos',
    'Editor de código',
    'Notificaciones',
  ]) {
    await expect(flags.getByRole('listitem').filter({ hasText: flag })).toContainText('Activada');
  }
  await checkA11y(page);

  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/environment') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await refreshed;
  await expect(database).toContainText('Operativa');

  await page.getByRole('link', { name: 'Ver integraciones' }).click();
  await expect(page).toHaveURL(/\/admin#integraciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integraciones' })).toBeVisible();
});

test('en un móvil de 375 px y en modo oscuro el registro y el entorno caben sin desplazamiento lateral', async ({
  newContext,
}) => {
  const context = await newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signInByApi(page, OWNER);

  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de seguridad' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(
    page
      .getByRole('list', { name: 'Eventos de seguridad, del más reciente al más antiguo' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);

  await page.goto('/environment');
  await expect(page.getByText('Operativa')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);

  await page.goto('/admin#integraciones');
  await expect(page.getByText('6 de 7 integraciones configuradas')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);
});
