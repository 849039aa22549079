import { checkA11y, expect, test } from './support/fixtures';

test('cambiar el nombre en el perfil lo muestra en la barra lateral', async ({ page, signedInUser }) => {
  await page.goto('/perfil');
  const sidebar = page.getByTestId('sidebar-client');
  const name = page.getByLabel('Nombre completo');
  await expect(name).toHaveValue(signedInUser.name);
  await expect(sidebar).toContainText(signedInUser.name);
  await checkA11y(page);

  await name.fill('Marta Ruiz Ortega');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(sidebar).toContainText('Marta Ruiz Ortega');
  await expect(sidebar).not.toContainText(signedInUser.name);
  await checkA11y(page, '/perfil (guardado)');

  await page.reload();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Marta Ruiz Ortega');
  await expect(page.getByTestId('sidebar-client')).toContainText('Marta Ruiz Ortega');
});
