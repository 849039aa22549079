import { E2E_LINKEDIN } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * Decision 0026: 'Continuar con LinkedIn' signs a new member up through a fake LinkedIn (OpenID
 * Connect), returning through /auth/linkedin/callback; a return with a state this browser was not
 * given is refused with 'Invalid state parameter'.
 */
test('una persona se registra con LinkedIn y entra al portal', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Continuar con LinkedIn' });
  await expect(button).toBeVisible();
  await checkA11y(page, '/login (con LinkedIn)');
  const back = page.waitForURL(/\/auth\/linkedin\/callback\?code=AQ[0-9a-f]+&state=/);
  await button.click();
  await back;
  await page.waitForURL('**/dashboard');
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.text()).toContain(E2E_LINKEDIN.email);
});

test('una vuelta de LinkedIn con un state falsificado dice Invalid state parameter', async ({ page }) => {
  // LinkedIn's page answers with a state this browser was never given (an attacker's link).
  await page.route('**/oauth/v2/authorization?**', (route) => {
    const url = new URL(route.request().url());
    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', 'AQ0123456789abcdef');
    back.searchParams.set('state', 'estado-falsificado');
    return route.fulfill({ status: 303, headers: { location: back.toString() } });
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con LinkedIn' }).click();
  await page.waitForURL(/\/auth\/callback\?error=state_mismatch/);
  await expect(page.getByText('Invalid state parameter', { exact: true })).toBeVisible();
  await checkA11y(page, '/auth/callback (state rechazado)');
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
