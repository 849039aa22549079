import { checkA11y, expect, signInByUi, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';

test('restablecer la contraseña con el enlace recibido por correo', async ({ page, createUser, baseURL }) => {
  const user = await createUser();
  const newPassword = 'otra-clave-nueva-2';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await checkA11y(page);

  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page.getByText(
      'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer tu contraseña.',
    ),
  ).toBeVisible();
  await checkA11y(page);

  const mail = await waitForMail(user.email);
  const link = linkIn(mail, '/auth/reset-password?token=');
  expect(new URL(link).origin).toBe(baseURL);

  await page.goto(link);
  await checkA11y(page);
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: /contraseña/i }).click();

  await expect(page.getByText('Contraseña actualizada. Ya puedes iniciar sesión.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await checkA11y(page);

  await signInByUi(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-client')).toContainText(user.email);

  // The old password no longer opens the account.
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL! },
  });
  expect(old.status()).toBe(401);
});
