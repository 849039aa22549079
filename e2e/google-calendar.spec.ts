import type { Page } from '@playwright/test';
import { E2E_GOOGLE_EVENT } from './support/env';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

/**
 * Decision 0029, decision 0033: a user connects Google Calendar through the portal's fake Google (the
 * auth library's account linking), sees their Google agenda beside the built-in calendar, adds an
 * event to both, deletes a Google event and disconnects.
 */
const toastLayer = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

test('conecta Google Calendar, ve y crea eventos de Google y se desconecta', async ({ page, createUser }) => {
  test.slow();
  const user = await createUser({ name: 'Lucía Google' });
  await signInByApi(page, user);
  await page.goto('/calendario?view=agenda');
  const card = page.getByRole('region', { name: 'Google Calendar' });
  await expect(card.getByRole('button', { name: 'Conectar Google Calendar' })).toBeVisible();
  await checkA11y(page, 'calendar with Google not connected');

  // Out to Google (the fake approves at once) and back.
  await card.getByRole('button', { name: 'Conectar Google Calendar' }).click();
  await expect(page).toHaveURL(/\/calendario(\?view=agenda)?$/);
  await expect(toastLayer(page).getByText('Conectado a Google Calendar')).toBeVisible();
  await expect(card.getByText('Conectado a Google Calendar')).toBeVisible();
  const googleEvents = card.getByTestId('google-events').getByRole('listitem');
  await expect(googleEvents.filter({ hasText: E2E_GOOGLE_EVENT })).toContainText('Google');
  await checkA11y(page, 'calendar with Google connected');

  // A new portal event, also added to Google.
  const summary = `Llamada con Google ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo evento' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo evento' });
  await form.getByLabel('Título').fill(summary);
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short' }).format(
    new Date(Date.now() + 86_400_000),
  );
  await form.getByLabel('Fecha').fill(tomorrow);
  await form.getByLabel('Empieza').fill('10:00');
  await form.getByLabel('Termina').fill('11:00');
  await form.getByRole('checkbox', { name: 'Añadir también a Google Calendar' }).check();
  await form.getByRole('button', { name: 'Crear evento' }).click();
  await expect(toastLayer(page).getByText('Evento creado')).toBeVisible();
  const copy = googleEvents.filter({ hasText: summary });
  await expect(copy).toHaveCount(1);

  // Deleting a Google event asks first.
  await card.getByRole('button', { name: `Eliminar de Google Calendar: ${summary}` }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: '¿Eliminar el evento de Google Calendar?' });
  await confirmDelete.getByRole('button', { name: 'Eliminar evento' }).click();
  await expect(copy).toHaveCount(0);
  await expect(googleEvents.filter({ hasText: E2E_GOOGLE_EVENT })).toHaveCount(1);

  // Disconnect: asked first, then 'Sesión cerrada' and the connect button again.
  await card.getByRole('button', { name: 'Desconectar' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Desconectar Google Calendar?' })
    .getByRole('button', { name: 'Desconectar' })
    .click();
  await expect(toastLayer(page).getByText('Sesión cerrada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Conectar Google Calendar' })).toBeVisible();
  await expect(card.getByTestId('google-events')).toHaveCount(0);

  // In dark mode, then on a phone, the card still reads and fits.
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await checkA11y(page, 'calendar Google card (dark)');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card.getByRole('button', { name: 'Conectar Google Calendar' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page, 'calendar Google card (375 px)');
});
