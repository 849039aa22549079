import { Secret, TOTP } from 'otpauth';
import { checkA11y, expect, signInByUi, test } from './support/fixtures';

/**
 * A code the person's authenticator app shows, never one used before in this test (a product may
 * rightly refuse a replayed code), with time left to type it: the current 30-second step's, or,
 * once that one is used, the next step's, as an app whose clock runs a little ahead shows it (TOTP
 * accepts the steps either side of the server's). Only a code that would expire while typed is
 * waited out.
 */
async function freshCode(totp: TOTP, used: Set<string>): Promise<string> {
  for (;;) {
    const period = totp.period * 1000;
    const remaining = period - (Date.now() % period);
    if (remaining > 3_000) {
      for (const timestamp of [Date.now(), Date.now() + period]) {
        const code = totp.generate({ timestamp });
        if (!used.has(code)) {
          used.add(code);
          return code;
        }
      }
    }
    await new Promise((r) => setTimeout(r, remaining + 200));
  }
}

test('activar la verificación en dos pasos y entrar después con el código', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/configuracion');
  await page.getByRole('tab', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL(/\/configuracion#seguridad$/);
  await expect(page.getByText('Desactivada')).toBeVisible();
  await checkA11y(page, '/configuracion › Seguridad');

  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Activar la verificación en dos pasos' });
  await prompt.getByLabel('Contraseña', { exact: true }).fill(signedInUser.password);
  await checkA11y(page, '/configuracion › Seguridad (contraseña)');
  await prompt.getByRole('button', { name: 'Continuar' }).click();

  // The authenticator-app set-up: the otpauth URI is one click away.
  const setup = page.getByRole('dialog', { name: 'Configura tu app de autenticación' });
  await setup.getByText('Ver el enlace otpauth completo').click();
  const uriText = setup.getByText(/^otpauth:\/\/totp\//);
  await expect(uriText).toBeVisible();
  const uri = new URL((await uriText.textContent())!.trim());
  expect(uri.searchParams.get('issuer')).toBe('Websy');
  const secret = uri.searchParams.get('secret')!;
  // The key shown for manual entry is the same secret, grouped for reading.
  await expect(setup.getByText(secret.replace(/(.{4})/g, '$1 ').trim(), { exact: true })).toBeVisible();
  await checkA11y(page, '/configuracion › Seguridad (configurar app)');

  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: Number(uri.searchParams.get('digits') ?? 6),
    period: Number(uri.searchParams.get('period') ?? 30),
  });
  const used = new Set<string>();
  await setup.getByLabel('Código de verificación').fill(await freshCode(totp, used));
  await setup.getByRole('button', { name: 'Activar verificación' }).click();
  await expect(page.getByText('Verificación en dos pasos activada.')).toBeVisible();
  await expect(setup).toBeHidden();
  await expect(page.getByText('Activada', { exact: true })).toBeVisible();
  await checkA11y(page, '/configuracion › Seguridad (2FA activa)');

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  // The password alone is no longer enough.
  await page.goto('/login');
  await signInByUi(page, signedInUser);
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await checkA11y(page, '/login (código 2FA)');

  await codeField.fill(await freshCode(totp, used));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
});
