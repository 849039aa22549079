import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

const BRIEF = 'Briefing de marca\nColores: verde bosque y crema.\nTono: cercano.\n';

/**
 * Decision 0017 (project files): a client uploads a file in the project's collaboration space, the
 * admin downloads it with its own name and content, and a third client gets 404 for its address.
 */
test('un cliente sube un archivo, el admin lo descarga y un tercero recibe 404', async ({
  page,
  signedInUser: _client,
  createUser,
  newContext,
  baseURL,
}) => {
  test.slow();
  const name = `Web de la panadería ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Web con catálogo y pedidos', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // The client opens the space's Archivos tab and uploads through the file chooser.
  await page.goto(`/proyectos/${projectId}/colaboracion?tab=files`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Todavía no hay archivos en este proyecto')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivos' }).click();
  await (
    await chooser
  ).setFiles({ name: 'briefing-marca.txt', mimeType: 'text/plain', buffer: Buffer.from(BRIEF) });
  const list = page.getByRole('list', { name: 'Archivos' });
  await expect(list).toContainText('briefing-marca.txt');
  await expect(page.getByText('Has subido 1 de 100 archivos hoy')).toBeVisible();
  await checkA11y(page, 'files pane with one file');
  const href = await list.getByRole('link', { name: 'Descargar briefing-marca.txt' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/download$/);

  // The admin downloads it: the suggested name and the bytes are the client's.
  const adminPage = await (await newContext()).newPage();
  await signInByApi(adminPage, OWNER);
  await adminPage.goto(`/proyectos/${projectId}/colaboracion-admin?tab=files`);
  const adminList = adminPage.getByRole('list', { name: 'Archivos' });
  await expect(adminList).toContainText('briefing-marca.txt');
  const downloading = adminPage.waitForEvent('download');
  await adminList.getByRole('link', { name: 'Descargar briefing-marca.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('briefing-marca.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(BRIEF);
  await adminPage.close();

  // A third client, not a member, gets 404 for the same address.
  const stranger = await createUser({ name: 'Tercera Persona' });
  const strangerPage = await (await newContext()).newPage();
  await signInByApi(strangerPage, stranger);
  const refused = await strangerPage.request.get(`${baseURL}${href}`);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain('Colores');
  await strangerPage.close();
});
