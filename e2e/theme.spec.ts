import { checkA11y, expect, signInByApi, test } from './support/fixtures';

test('el tema oscuro sobrevive a una recarga y se guarda en la cuenta', async ({
  page,
  signedInUser,
  newContext,
}) => {
  const html = page.locator('html');
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar-client')).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  // The choice is saved on the account (PUT /api/preferences) as well as on this device.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await saved;
  await checkA11y(page, '/dashboard (oscuro)');

  await page.reload();
  await expect(page.getByTestId('sidebar-client')).toBeVisible();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  // A fresh browser (nothing in its storage) signed in as the same user gets dark too.
  const other = await newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, signedInUser);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByTestId('sidebar-client')).toBeVisible();
  await expect(otherPage.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await checkA11y(otherPage, '/dashboard (oscuro, otro navegador)');

  // And back to light.
  const savedLight = page.waitForResponse(
    (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await savedLight;
  await page.reload();
  await expect(page.getByTestId('sidebar-client')).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
