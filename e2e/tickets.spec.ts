import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/** Decision 0010 journey: a client opens a ticket, the admin answers, the client sees the answer. */
test('un cliente abre un ticket, el equipo responde y el cliente ve la respuesta', async ({
  page,
  signedInUser: client,
  newContext,
}) => {
  const subject = `No puedo subir el logo ${randomUUID().slice(0, 6)}`;
  await page.goto('/soporte');
  await expect(page.getByRole('heading', { level: 1, name: 'Soporte' })).toBeVisible();
  await checkA11y(page);
  await expect(page.getByLabel('E-mail de contacto')).toHaveValue(client.email);
  await page.getByLabel('Asunto').fill(subject);
  await page.getByLabel('Mensaje', { exact: true }).fill('Al subirlo aparece un error.');
  await page.getByRole('button', { name: 'Enviar ticket' }).click();
  await expect(page.getByText('Ticket enviado')).toBeVisible();
  await page.keyboard.press('Escape');

  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin#tickets');
  await expect(admin.getByRole('heading', { level: 1, name: 'Tickets de soporte' })).toBeVisible();
  await checkA11y(admin);
  await admin.getByText(subject).first().click();
  await admin.getByLabel('Tu respuesta').fill('Ya está arreglado, prueba de nuevo.');
  await admin.getByRole('button', { name: 'Responder' }).click();
  await expect(admin.getByText('Respuesta enviada')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await page.getByText(subject).first().click();
  await expect(page.getByText('Ya está arreglado, prueba de nuevo.')).toBeVisible();
  await checkA11y(page);
});
