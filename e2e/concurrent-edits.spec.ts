import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * docs/product.md#security: two admins edit the same project. The first saves; the second, whose form was opened
 * on the version before, is told someone else changed it, compares their values with his own
 * field by field, takes theirs (reload) and then saves on top of them knowingly.
 */
test('dos admins editan el mismo proyecto: el segundo ve el aviso, compara y recarga', async ({
  page,
  ownerApi,
  createUser,
  newContext,
  consoleGuard,
}) => {
  test.slow();
  // The browser logs the refused save (409) itself.
  consoleGuard.allow(/status of 409 .*\/api\/projects\/[0-9a-f-]{36}/);

  // A second admin: the owner promotes a new account.
  const bruno = await createUser({ name: 'Bruno Admin' });
  const promoted = await ownerApi.patch(`/api/users/${bruno.id}/role`, { data: { role: 'admin' } });
  expect(promoted.status(), await promoted.text()).toBe(200);

  const name = `Web de la panadería ${randomUUID().slice(0, 6)}`;
  const created = await ownerApi.post('/api/projects', {
    data: { name, description: 'Descripción inicial', technologies: ['React'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // Ana (the owner admin) in one browser, Bruno in another, both on the project.
  await signInByApi(page, OWNER);
  const brunoContext = await newContext();
  const brunoPage = await brunoContext.newPage();
  await signInByApi(brunoPage, bruno);
  for (const p of [page, brunoPage]) {
    await p.goto(`/proyectos/detalle/${projectId}`);
    await expect(p.getByRole('heading', { level: 1, name })).toBeVisible();
    await p.getByRole('button', { name: 'Editar proyecto' }).click();
    await expect(p.getByRole('dialog', { name: 'Editar el proyecto' })).toBeVisible();
  }

  // Ana saves first.
  const anaDialog = page.getByRole('dialog', { name: 'Editar el proyecto' });
  await anaDialog.getByLabel('Descripción').fill('Tienda online con pedidos por WhatsApp');
  await anaDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Proyecto guardado')).toBeVisible();
  await expect(anaDialog).toBeHidden();

  // Bruno's form was opened on the version before: his save is refused, nothing is overwritten.
  const brunoDialog = brunoPage.getByRole('dialog', { name: 'Editar el proyecto' });
  await brunoDialog.getByLabel('Descripción').fill('Catálogo de panes sin tienda');
  await brunoDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const conflict = brunoPage.getByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Tus cambios todavía no se han guardado.');
  await checkA11y(brunoPage, 'version conflict dialog');

  // Compare: their value and his, side by side, for the field that differs.
  await conflict.getByRole('button', { name: 'Comparar' }).click();
  const comparison = brunoPage.getByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
  const row = comparison.getByRole('row', { name: /Descripción/ });
  await expect(row).toContainText('Tienda online con pedidos por WhatsApp');
  await expect(row).toContainText('Catálogo de panes sin tienda');
  await expect(comparison.getByRole('row', { name: /Nombre/ })).toHaveCount(0);
  await checkA11y(brunoPage, 'version conflict comparison');

  // He takes theirs: the form now holds Ana's text, and the project was never overwritten.
  await comparison.getByRole('button', { name: 'Quedarme con los suyos' }).click();
  await expect(comparison).toBeHidden();
  await expect(brunoDialog.getByLabel('Descripción')).toHaveValue('Tienda online con pedidos por WhatsApp');
  const stored = await ownerApi.get(`/api/projects/${projectId}`);
  expect(((await stored.json()) as { project: { description: string } }).project.description).toBe(
    'Tienda online con pedidos por WhatsApp',
  );

  // Saving again now goes through: his form carries the version he reloaded.
  await brunoDialog.getByLabel('Descripción').fill('Tienda online con pedidos y recogida en tienda');
  await brunoDialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(brunoPage.getByText('Proyecto guardado')).toBeVisible();
  await expect(brunoDialog).toBeHidden();
  await expect(page.getByText('Tienda online con pedidos y recogida en tienda')).toBeVisible();
  await brunoPage.close();
});
