import { randomUUID } from 'node:crypto';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

/**
 * Decision 0017 (collaborators): the owner adds a colleague by e-mail; the colleague sees the shared
 * project read-only and comments on it; the owner removes them and the project leaves their list.
 */
test('el propietario comparte un proyecto con un colega, que lo ve y comenta, y luego lo quita', async ({
  page,
  signedInUser: _owner,
  createUser,
  ownerApi,
  newContext,
  baseURL,
}) => {
  test.slow();
  const name = `Web de la cooperativa ${randomUUID().slice(0, 6)}`;
  const colleague = await createUser({ name: 'Lucía Colega' });

  // The owner's project, with a phase the agency added.
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Web con blog y formulario de contacto', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  const phase = await ownerApi.post(`/api/projects/${projectId}/phases`, { data: { name: 'Diseño' } });
  expect(phase.status(), await phase.text()).toBe(201);

  // The owner adds the colleague by e-mail from the project page.
  await page.goto(`/proyectos/detalle/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const card = page
    .getByRole('heading', { name: 'Colaboradores' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText('0 de 20 colaboradores')).toBeVisible();
  await card.getByRole('button', { name: 'Añadir colaborador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir colaborador' });
  await dialog.getByLabel('Correo electrónico').fill(colleague.email);
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Colaboradores' })).toContainText('Lucía Colega');
  await expect(card.getByText('1 de 20 colaboradores')).toBeVisible();
  await checkA11y(page, 'project page with a collaborator');

  // The colleague signs in: the project is in their list, shared with them, and read-only.
  const other = await (await newContext()).newPage();
  await signInByApi(other, colleague);
  await other.goto('/proyectos');
  const row = other.getByRole('link', { name }).first();
  await expect(row).toBeVisible();
  await expect(other.getByText('Compartido contigo').first()).toBeVisible();
  await row.click();
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Eliminar proyecto' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Añadir colaborador' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Salir del proyecto' })).toBeVisible();
  await other.getByRole('button', { name: 'Escribe un comentario sobre Diseño' }).click();
  await other.getByLabel('Escribe un comentario sobre Diseño').fill('¿Podemos usar el verde de la marca?');
  await other.getByRole('button', { name: 'Comentar' }).click();
  await expect(other.getByRole('list', { name: 'Comentarios de Diseño' })).toContainText(
    '¿Podemos usar el verde de la marca?',
  );
  await checkA11y(other, 'shared project page (collaborator)');

  // Back on their list, the colleague sees the project go when the owner removes them.
  await other.goto('/proyectos');
  await expect(other.getByRole('link', { name }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Quitar a Lucía Colega' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Quitar a Lucía Colega?' });
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await expect(card.getByText('0 de 20 colaboradores')).toBeVisible();
  await expect(other.getByRole('link', { name })).toHaveCount(0);
  await other.reload();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('link', { name })).toHaveCount(0);
  await other.close();
});
