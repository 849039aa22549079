import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Decision 0017 (documents): a client and the agency's admin open the same shared document in two
 * browsers; each types a line and sees the other's text and the other's caret, named.
 */
test('un cliente y la agencia editan el mismo documento en directo', async ({
  page,
  signedInUser: client,
  newContext,
  baseURL,
}) => {
  test.slow();
  const name = `Web corporativa ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Web con blog y formulario', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // The client creates a document from the Documentos tab: it opens in the pane.
  await page.goto(`/proyectos/${projectId}/colaboracion?tab=documents`);
  await expect(page.getByText('Todavía no hay documentos en este proyecto.')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo documento' }).click();
  await page.getByLabel('Título', { exact: true }).fill('Brief del proyecto');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/[?&]doc=[0-9a-f-]{36}/);
  const clientArea = page.getByRole('textbox', { name: 'Contenido de «Brief del proyecto»' });
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  const documentUrl = new URL(page.url());

  // The admin opens the same address (the agency's view of the space).
  const admin = await (await newContext()).newPage();
  await signInByApi(admin, OWNER);
  const me = await admin.request.get(`${baseURL}/api/me`);
  const adminName = ((await me.json()) as { user: { full_name: string; email: string } }).user;
  await admin.goto(`/proyectos/${projectId}/colaboracion-admin${documentUrl.search}`);
  const adminArea = admin.getByRole('textbox', { name: 'Contenido de «Brief del proyecto»' });
  await expect(admin.getByText('Conectado', { exact: true })).toBeVisible();

  // Each types a line; each sees the other's text and the other's caret label.
  await clientArea.click();
  await page.keyboard.type('Objetivo: captar clientes por el blog.');
  await expect(adminArea).toContainText('Objetivo: captar clientes por el blog.');
  await adminArea.click();
  await admin.keyboard.press('ControlOrMeta+End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Entrega de la portada el jueves.');
  await expect(clientArea).toContainText('Entrega de la portada el jueves.');
  await expect(adminArea).toContainText('Objetivo: captar clientes por el blog.');

  await expect(page.locator('.collaboration-carets__label')).toHaveText(
    adminName.full_name || adminName.email,
  );
  await expect(admin.locator('.collaboration-carets__label')).toHaveText(client.name);
  await expect(page.getByRole('list', { name: 'En el documento' }).getByRole('listitem')).toHaveCount(2);

  // The toolbar says what is on: a heading pressed where the cursor is.
  await page.getByRole('button', { name: 'Título 2' }).click();
  await expect(page.getByRole('button', { name: 'Título 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.locator('.ProseMirror h2')).toHaveCount(1);

  // A named snapshot, viewed read-only, then restored over a later line for everyone.
  await page.getByRole('button', { name: 'Versiones', exact: true }).click();
  await page.getByLabel('Nombre de la versión').fill('Primera versión');
  await page.getByRole('button', { name: 'Guardar versión' }).click();
  const versions = page.getByRole('list', { name: 'Versiones' });
  await expect(versions).toContainText('Primera versión');
  await checkA11y(page, 'collaboration space, document (client)');

  await adminArea.click();
  await admin.keyboard.press('ControlOrMeta+End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Texto que se descartará.');
  await expect(clientArea).toContainText('Texto que se descartará.');

  await page.getByRole('button', { name: 'Ver «Primera versión»' }).click();
  const viewer = page.getByRole('dialog', { name: 'Primera versión' });
  await expect(viewer).toContainText('Entrega de la portada el jueves.');
  await expect(viewer).not.toContainText('Texto que se descartará.');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('button', { name: 'Restaurar «Primera versión»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar', exact: true }).click();
  await expect(adminArea).not.toContainText('Texto que se descartará.');
  await expect(adminArea).toContainText('Entrega de la portada el jueves.');
  await expect(clientArea).not.toContainText('Texto que se descartará.');
  await expect(versions).toContainText('Antes de restaurar «Primera versión»');
  await admin.close();
});
