import { checkA11y, expect, signInByApi, test } from './support/fixtures';

test('un cliente completa el tour de bienvenida en dos pantallas y lo ve Completado en otro navegador', async ({
  page,
  signedInUser: client,
  newContext,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // This journey is the tours' own: the welcome tour starts by itself 2 s after the next load.
  await page.evaluate(() => {
    window.sessionStorage.setItem('websy_tour_journey', 'true');
    window.sessionStorage.removeItem('websy_tour_session_started');
  });
  await page.reload();

  const card = page.getByTestId('tour-card');
  await expect(card).toContainText('Paso 1 de 6', { timeout: 15_000 });
  await expect(card.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Saltar' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Siguiente' })).toBeFocused();
  await checkA11y(page, 'tutorial, primer paso');

  await card.getByRole('button', { name: 'Siguiente' }).click();
  await expect(card).toContainText('Paso 2 de 6');
  await expect(card.getByRole('button', { name: 'Saltar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  // The third step is on the projects page: the tour moves there, then shows it.
  await card.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/proyectos$/);
  await expect(card).toContainText('Paso 3 de 6');
  await expect(page.getByTestId('tour-highlight')).toBeVisible();
  await card.getByRole('button', { name: 'Siguiente' }).click();
  await expect(card).toContainText('Paso 4 de 6');
  await card.getByRole('button', { name: 'Siguiente' }).click();
  await expect(card).toContainText('Paso 5 de 6');
  await card.getByRole('button', { name: 'Siguiente' }).click();
  await expect(card).toContainText('Paso 6 de 6');
  await expect(card.getByRole('button', { name: 'Saltar' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Completar' }).click();
  await expect(card).toHaveCount(0);

  // Another browser, on a phone: the progress came from the server.
  const phone = await newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const other = await phone.newPage();
  await signInByApi(other, client);
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.getByRole('button', { name: 'Tutoriales' }).click();
  await other.getByRole('menuitem', { name: 'Ver todos los tutoriales' }).click();
  const help = other.getByRole('dialog', { name: 'Centro de ayuda' });
  const welcome = help.getByTestId('tour-card-client-welcome-tour');
  await expect(welcome).toContainText('Completado');
  await expect(welcome.getByRole('button')).toHaveCount(0);
  await checkA11y(other, 'tarjetas de tutoriales en el móvil');

  // On the phone the card sits at the bottom of the screen; Esc ends the tour.
  await help
    .getByTestId('tour-card-support-help')
    .getByRole('button', { name: /Comenzar/ })
    .click();
  await expect(other).toHaveURL(/\/soporte$/);
  const sheet = other.getByTestId('tour-card');
  await expect(sheet).toContainText('Paso 1 de 4');
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  await checkA11y(other, 'tutorial en el móvil');
  await other.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
