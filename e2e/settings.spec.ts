import { checkA11y, expect, test } from './support/fixtures';

test('la zona horaria y el formato de fecha se guardan y siguen tras recargar', async ({
  page,
  signedInUser: _,
}) => {
  await page.goto('/configuracion');
  const timezone = page.getByLabel('Zona horaria');
  const dateFormat = page.getByLabel('Formato de fecha');
  // Defaults: the browser's zone and the Spanish day-first format.
  await expect(timezone).toHaveValue('Europe/Madrid');
  await expect(dateFormat).toHaveValue('dd/MM/yyyy');
  await checkA11y(page);

  await timezone.selectOption('America/Mexico_City');
  await dateFormat.selectOption('yyyy-MM-dd');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await checkA11y(page, '/configuracion (guardado)');

  await page.reload();
  await expect(page.getByLabel('Zona horaria')).toHaveValue('America/Mexico_City');
  await expect(page.getByLabel('Formato de fecha')).toHaveValue('yyyy-MM-dd');

  // Kept on the account, not only in this browser.
  const response = await page.request.get('/api/preferences?preference_type=general');
  const { items } = (await response.json()) as {
    items: Array<{ preference_key: string; preference_value: unknown }>;
  };
  const stored = Object.fromEntries(items.map((i) => [i.preference_key, i.preference_value]));
  expect(stored).toMatchObject({ timezone: 'America/Mexico_City', date_format: 'yyyy-MM-dd' });
});
