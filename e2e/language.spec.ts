import type { Page } from '@playwright/test';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

const htmlLang = (page: Page) => page.locator('html');

test('en /login el idioma cambia a inglés, portugués y vuelve a español', async ({ page }) => {
  await page.goto('/login');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();

  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await checkA11y(page, '/login (en)');

  // The choice is remembered on this device.
  await page.reload();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();

  await page.getByLabel('Language').selectOption({ label: 'Português' });
  await expect(htmlLang(page)).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('pt');
  await checkA11y(page, '/login (pt)');

  await page.getByLabel('Idioma').selectOption({ label: 'Español' });
  await expect(htmlLang(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
});

test('en Configuración › Idioma el idioma cambia la interfaz y se guarda en la cuenta', async ({
  page,
  signedInUser,
  newContext,
}) => {
  await page.goto('/configuracion');
  const sidebar = page.getByTestId('sidebar-client');
  await expect(sidebar).toContainText('Configuración');
  await page.getByRole('tab', { name: 'Idioma' }).click();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await checkA11y(page, '/configuracion › Idioma');

  await page.getByRole('radio', { name: 'English' }).click();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(sidebar).toContainText('Settings');
  await expect(sidebar).not.toContainText('Configuración');
  await expect(page.getByRole('tab', { name: 'Language' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await checkA11y(page, '/configuracion › Language (en)');

  await page.getByRole('radio', { name: 'Português' }).click();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'pt');
  await expect(sidebar).toContainText('Configurações');
  await expect(page.getByRole('tab', { name: 'Segurança' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  await checkA11y(page, '/configuracion › Idioma (pt)');

  // Stored on the account: another browser signed in as the same user gets Portuguese.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/preferences?preference_type=language');
      const body = (await res.json()) as { items: Array<{ preference_value: unknown }> };
      return body.items[0]?.preference_value;
    })
    .toBe('pt');
  const other = await newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, signedInUser);
  await otherPage.goto('/configuracion');
  await expect(otherPage.getByTestId('sidebar-client')).toContainText('Configurações');
  await expect(htmlLang(otherPage)).toHaveAttribute('lang', 'pt');

  await page.getByRole('radio', { name: 'Español' }).click();
  await expect(htmlLang(page)).toHaveAttribute('lang', 'es');
  await expect(sidebar).toContainText('Configuración');
  await expect(page.getByRole('button', { name: 'Cambiar tema' })).toBeVisible();
});
