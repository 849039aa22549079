import type { Page } from '@playwright/test';
import { E2E_GOOGLE_EVENT } from './support/env';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

/**
 * Decision 0029, decision 0040: with Google Calendar connected (the portal's fake Google), the user's
 * Google events show in the month grid beside the portal's, marked as Google's; one is edited and
 * deleted from its dialog, then the user disconnects.
 */
const toastLayer = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

test('ve un evento de Google en el mes, lo edita, lo elimina y se desconecta', async ({
  page,
  createUser,
}) => {
  test.slow();
  const user = await createUser({ name: 'Lucía Mes Google' });
  await signInByApi(page, user);
  // The fake's event is two days ahead, at 09:00 UTC: its month.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  await page.goto(`/calendario?view=month&date=${day}`);
  const card = page.getByRole('region', { name: 'Google Calendar' });
  await card.getByRole('button', { name: 'Conectar Google Calendar' }).click();
  await expect(toastLayer(page).getByText('Conectado a Google Calendar')).toBeVisible();
  // Back from Google on /calendario: the event's month again.
  await expect(card.getByText('Conectado a Google Calendar')).toBeVisible();
  await page.goto(`/calendario?view=month&date=${day}`);

  // In the month grid, named as a Google event for screen readers.
  const grid = page.getByRole('list', { name: 'Mes' });
  const chip = grid.getByRole('button', {
    name: new RegExp(`^Evento de Google Calendar: .*${E2E_GOOGLE_EVENT}$`),
  });
  await expect(chip).toHaveCount(1);
  await checkA11y(page, 'month grid with a Google event');

  // Edit: the same dialog from the grid; saved to Google.
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'Editar evento de Google Calendar' });
  await expect(dialog.getByLabel('Título')).toHaveValue(E2E_GOOGLE_EVENT);
  await checkA11y(page, 'Google event dialog');
  const renamed = `Revisión movida ${Date.now().toString(36)}`;
  await dialog.getByLabel('Título').fill(renamed);
  await dialog.getByLabel('Empieza').fill('12:00');
  await dialog.getByLabel('Termina').fill('13:30');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastLayer(page).getByText('Evento actualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const moved = grid.getByRole('button', { name: new RegExp(`^Evento de Google Calendar: .*${renamed}$`) });
  await expect(moved).toHaveCount(1);
  await expect(moved).toHaveAccessibleName(/12:00.13:30/);
  await expect(chip).toHaveCount(0);
  await expect(
    card.getByTestId('google-events').getByRole('listitem').filter({ hasText: renamed }),
  ).toHaveCount(1);

  // Delete: asked first, then gone from the grid and the card.
  await moved.click();
  await dialog.getByRole('button', { name: 'Eliminar de Google Calendar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar el evento de Google Calendar?' });
  await confirm.getByRole('button', { name: 'Eliminar evento' }).click();
  await expect(toastLayer(page).getByText('Evento eliminado')).toBeVisible();
  await expect(moved).toHaveCount(0);
  await expect(card.getByText('No tienes eventos en Google Calendar en los próximos 30 días.')).toBeVisible();

  // Disconnect: 'Sesión cerrada'.
  await card.getByRole('button', { name: 'Desconectar' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Desconectar Google Calendar?' })
    .getByRole('button', { name: 'Desconectar' })
    .click();
  await expect(toastLayer(page).getByText('Sesión cerrada')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Conectar Google Calendar' })).toBeVisible();
});
