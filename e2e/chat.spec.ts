import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Decision 0017 (chat): a client and the agency's admin chat live in two browsers, each seeing the
 * other's messages without reloading, and the typing indicator while the other writes.
 */
test('un cliente y la agencia chatean en directo en el espacio de colaboración', async ({
  page,
  signedInUser: client,
  newContext,
  baseURL,
}) => {
  test.slow();
  const name = `Tienda online ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Tienda con pasarela de pago', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;

  // The client opens the space from the project page: an empty chat.
  await page.goto(`/proyectos/detalle/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByTestId('collaboration-link').click();
  await expect(page).toHaveURL(new RegExp(`/proyectos/${projectId}/colaboracion`));
  await expect(page.getByText('Todavía no hay mensajes')).toBeVisible();

  // The admin opens the agency's view of the same space.
  const admin = await (await newContext()).newPage();
  await signInByApi(admin, OWNER);
  await admin.goto(`/proyectos/${projectId}/colaboracion-admin`);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin.getByText('Todavía no hay mensajes')).toBeVisible();
  // Both live: the typing line and the messages come by the realtime relay.
  for (const side of [page, admin])
    await expect(side.locator('[data-realtime-status]')).toHaveAttribute('data-realtime-status', 'connected');

  // The client writes: the admin sees the typing line, then the message, without reloading.
  const box = page.getByRole('combobox', { name: 'Escribe un mensaje' });
  await box.click();
  await box.pressSequentially('Hola, ¿cuándo');
  await expect(admin.getByTestId('chat-typing')).toHaveText(`${client.name} está escribiendo…`);
  await box.pressSequentially(' tendremos la portada?');
  await box.press('Enter');
  const adminMessages = admin.getByRole('list', { name: 'Mensajes del chat' });
  await expect(adminMessages).toContainText('Hola, ¿cuándo tendremos la portada?');
  await expect(box).toHaveValue('');

  // The admin answers on two lines (Shift+Enter) and mentions the client.
  const adminBox = admin.getByRole('combobox', { name: 'Escribe un mensaje' });
  await adminBox.click();
  await adminBox.pressSequentially('@');
  await expect(admin.getByRole('option', { name: client.name })).toBeVisible();
  await adminBox.press('Enter');
  await adminBox.pressSequentially('el jueves.');
  await adminBox.press('Shift+Enter');
  await adminBox.pressSequentially('Te aviso al subirla.');
  await adminBox.press('Enter');
  const clientMessages = page.getByRole('list', { name: 'Mensajes del chat' });
  await expect(clientMessages).toContainText(`@${client.name} el jueves.`);
  await expect(clientMessages).toContainText('Te aviso al subirla.');

  // The client edits their message; the admin sees it edited.
  const mine = clientMessages.getByTestId('chat-message').first();
  await mine.hover();
  await mine.getByRole('button', { name: 'Acciones del mensaje' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = mine.getByRole('textbox', { name: 'Editar mensaje' });
  await edit.fill('Hola, ¿cuándo tendremos la portada definitiva?');
  await edit.press('Enter');
  await expect(adminMessages).toContainText('la portada definitiva?');
  await expect(adminMessages).toContainText('(editado)');
  await checkA11y(page, 'collaboration space, chat (client)');
  await checkA11y(admin, 'collaboration space, chat (admin)');

  // The client attaches one of the project's files; the admin gets it as a download link.
  const uploaded = await page.request.post(`${baseURL}/api/projects/${projectId}/files`, {
    data: 'Textos de la portada',
    headers: { Origin: baseURL!, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'portada.txt' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await page.getByRole('button', { name: 'Adjuntar un archivo del proyecto' }).click();
  await page.getByRole('menuitem', { name: 'portada.txt' }).click();
  await expect(page.getByText('Adjunto: portada.txt')).toBeVisible();
  await box.fill('Os dejo los textos');
  await box.press('Enter');
  const link = adminMessages.getByRole('link', { name: 'Descargar portada.txt' });
  await expect(link).toBeVisible();
  const download = admin.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('portada.txt');

  // The people tab lists the owner.
  await page.getByRole('tab', { name: 'Personas' }).click();
  await expect(page.getByTestId('person').first()).toContainText(client.name);
  await admin.close();
});
