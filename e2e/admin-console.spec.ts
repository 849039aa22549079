import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';

/** Decision 0010 journeys: invitation through the test SMTP server, deactivation, invoices. */

test('una invitación completa: el admin invita, el invitado elige nombre y contraseña y entra', async ({
  page,
  newContext,
}) => {
  const email = `invitada-${randomUUID().slice(0, 8)}@example.com`;
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin#usuarios');
  await expect(admin.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await checkA11y(admin);
  await admin.getByLabel('Correo electrónico').fill(email);
  await admin.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(admin.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  await adminContext.close();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Te han invitado a Websy');
  await page.goto(linkIn(mail, '/invite?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Acepta tu invitación' })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Nombre completo').fill('Invitada Nueva');
  await page.getByLabel('Contraseña').fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-client')).toContainText('Invitada Nueva');
});

test('un usuario desactivado no puede iniciar sesión', async ({
  page,
  createUser,
  consoleGuard,
  newContext,
}) => {
  const user = await createUser({ name: `Desactivada ${randomUUID().slice(0, 4)}` });
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin#usuarios');
  await admin.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(user.email);
  await admin.getByRole('button', { name: 'Desactivar' }).first().click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(admin.getByText('Cuenta desactivada')).toBeVisible();
  await adminContext.close();

  consoleGuard.allow(/403/);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Tu cuenta está desactivada. Contacta con la agencia.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('el admin registra una factura y el cliente la ve y descarga su PDF', async ({
  page,
  signedInUser: client,
  newContext,
  baseURL,
}) => {
  const concept = `Diseño web ${randomUUID().slice(0, 6)}`;
  const projectName = `Tienda ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/projects', {
    data: { name: projectName, description: 'Tienda online con pasarela de pago' },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);

  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin/pagos');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await admin.getByRole('button', { name: 'Registrar factura' }).first().click();
  const form = admin.getByRole('dialog', { name: 'Registrar factura' });
  await form.getByLabel('Busca por nombre o email').fill(client.email);
  await expect(form.getByLabel('Cliente')).toContainText(client.email);
  await form.getByLabel('Cliente').selectOption({ label: `${client.name} · ${client.email}` });
  // Only the chosen client's projects are offered.
  await expect(form.getByLabel('Proyecto (opcional)')).toBeEnabled();
  await form.getByLabel('Proyecto (opcional)').selectOption({ label: projectName });
  await form.getByLabel('Concepto').fill(concept);
  await form.getByLabel('Importe').fill('1234,50');
  await form.getByLabel('Fecha de vencimiento').fill('2099-12-01');
  await checkA11y(admin);
  await form.getByRole('button', { name: 'Registrar factura' }).click();
  const toast = admin.getByText(/^Factura FAC-\d{4}-\d+ registrada$/);
  await expect(toast).toBeVisible();
  const number = (await toast.textContent())!.match(/FAC-\d{4}-\d+/)![0];
  await adminContext.close();

  await page.goto('/facturacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
  await expect(page.getByText(concept).first()).toBeVisible();
  await expect(page.getByText(projectName).first()).toBeVisible();
  await checkA11y(page);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Descargar la factura ${number} en PDF` })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(number);
  expect(text).toContain(concept);
  expect(text).toContain(projectName);
});
