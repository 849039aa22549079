import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

const MINUTES = 'Acta de la reunión\nSe aprueba la portada.\nPróxima revisión: jueves.\n';

/**
 * Decision 0017 (chat attachments uploaded on the spot): a client uploads a file from the chat's
 * composer and sends it with a message; the admin gets the attachment as a download link in the
 * message, and the file is also in the project's Archivos.
 */
test('un cliente sube un archivo desde el chat y el admin lo ve en el mensaje y en Archivos', async ({
  page,
  signedInUser: _client,
  newContext,
  baseURL,
}) => {
  test.slow();
  const name = `Revista digital ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Revista con suscripciones', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // The client uploads from the composer's paperclip menu: the file becomes the attachment.
  await page.goto(`/proyectos/${projectId}/colaboracion`);
  await expect(page.getByText('Todavía no hay mensajes')).toBeVisible();
  await page.getByRole('button', { name: 'Adjuntar un archivo del proyecto' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Subir archivo…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'acta-reunion.txt', mimeType: 'text/plain', buffer: Buffer.from(MINUTES) });
  await expect(page.getByText('Adjunto: acta-reunion.txt')).toBeVisible();
  await checkA11y(page, 'chat composer with an uploaded attachment');
  const box = page.getByRole('combobox', { name: 'Escribe un mensaje' });
  await box.fill('Os dejo el acta de hoy');
  await box.press('Enter');
  const messages = page.getByRole('list', { name: 'Mensajes del chat' });
  await expect(messages.getByRole('link', { name: 'Descargar acta-reunion.txt' })).toBeVisible();
  await expect(page.getByText('Adjunto: acta-reunion.txt')).toBeHidden();

  // The admin sees the message with its attachment and downloads the client's bytes.
  const admin = await (await newContext()).newPage();
  await signInByApi(admin, OWNER);
  await admin.goto(`/proyectos/${projectId}/colaboracion-admin`);
  const adminMessages = admin.getByRole('list', { name: 'Mensajes del chat' });
  await expect(adminMessages).toContainText('Os dejo el acta de hoy');
  const link = adminMessages.getByRole('link', { name: 'Descargar acta-reunion.txt' });
  await expect(link).toBeVisible();
  const downloading = admin.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('acta-reunion.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(MINUTES);

  // The same file is in the project's Archivos.
  await admin.getByRole('tab', { name: 'Archivos' }).click();
  await expect(admin.getByRole('list', { name: 'Archivos' })).toContainText('acta-reunion.txt');
  await admin.close();

  // The client's own Archivos counts it against today's uploads.
  await page.getByRole('tab', { name: 'Archivos' }).click();
  await expect(page.getByRole('list', { name: 'Archivos' })).toContainText('acta-reunion.txt');
  await expect(page.getByText('Has subido 1 de 100 archivos hoy')).toBeVisible();
});
