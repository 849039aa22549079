import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';

/** Issue 5 journeys: invitation through the test SMTP server, deactivation, invoices. */

test('una invitación completa: el admin invita, el invitado elige nombre y contraseña y entra', async ({ page, newContext }) => {
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

test('un usuario desactivado no puede iniciar sesión', async ({ page, createUser, consoleGuard, newContext }) => {
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

test('el admin registra una factura y el cliente la ve y descarga su PDF', async ({ page, signedInUser: client, ownerApi, baseURL }) => {
  const concept = `Diseño web ${randomUUID().slice(0, 6)}`;
  const response = await ownerApi.post(`${baseURL}/api/payments`, {
    data: { user_id: client.id, concept, amount: 1234.5, currency: 'EUR', issue_date: '2026-11-01', due_date: '2099-12-01' },
    headers: { Origin: baseURL! },
  });
  expect(response.status(), await response.text()).toBe(201);
  const number = ((await response.json()) as { payment: { number: string } }).payment.number;

  await page.goto('/facturacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
  await expect(page.getByText(concept).first()).toBeVisible();
  await checkA11y(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar la factura ${number} en PDF` }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});
