import type { Page } from '@playwright/test';
import { checkA11y, expect, signInByUi, test } from './support/fixtures';

test.describe('registro, inicio y cierre de sesión', () => {
  test('un cliente nuevo se registra y llega a su panel con la bienvenida', async ({
    page,
    uniqueEmail,
    removeAfterTest,
  }) => {
    const email = uniqueEmail();
    removeAfterTest(email);

    await page.goto('/register');
    await checkA11y(page);
    await page.getByLabel('Nombre completo').fill('Lucía Fernández');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // The welcome is a toast that leaves after a few seconds: looked for as soon as it is shown,
    // while the dashboard's modules may still be loading on a busy machine.
    await expect(page.getByText('¡Bienvenido!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByTestId('sidebar-client');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('Lucía Fernández');
    await expect(sidebar).toContainText(email);
    await checkA11y(page);

    // The welcome is shown once: not again on the next visit.
    await page.reload();
    await expect(page.getByTestId('sidebar-client')).toBeVisible();
    await expect(page.getByText('¡Bienvenido!')).toHaveCount(0);
  });

  test('cerrar sesión lleva a /login y la sesión termina de verdad', async ({ page, signedInUser }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await checkA11y(page);

    // Not just a client-side redirect: the server no longer knows the session.
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('la contraseña equivocada muestra el error y no entra', async ({ page, createUser, consoleGuard }) => {
    // The browser logs the 401 of the failed sign-in itself.
    consoleGuard.allow(/status of 401 .*\/api\/auth\/sign-in\/email/);
    const user = await createUser();

    await page.goto('/login');
    await checkA11y(page);
    await signInByUi(page, { email: user.email, password: 'no-es-la-clave' });

    await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await checkA11y(page);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // The right password still works afterwards.
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('guardia de rutas', () => {
  test('sin sesión, /perfil lleva a /login?redirect=/perfil y vuelve allí tras entrar', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();

    // Hold the session check so the guard's loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/perfil');
    await expect(page.getByText('Verificando autenticación...')).toBeVisible();
    release();
    await page.unrouteAll({ behavior: 'wait' });

    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/perfil');
    await checkA11y(page);

    await signInByUi(page, user);
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByLabel('Nombre completo')).toHaveValue(user.name);
    await checkA11y(page);
  });

  test('un cliente que abre /admin acaba en /dashboard', async ({ page, signedInUser }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
    await expect(page.getByTestId('sidebar-admin')).toHaveCount(0);
    await checkA11y(page);
  });
});

test.describe('la primera pantalla llega en el HTML', () => {
  test('lo escrito antes de que arranque la app se conserva, y el envío espera a la app', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    // The scripts wait until the visitor has typed and sent the form: a phone on a slow network.
    let releaseScripts = () => undefined as void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });

    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Sent before the app ran, the form did not go out as a GET with the password in the address.
    expect(page.url()).toMatch(/\/login$/);

    releaseScripts();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar-client')).toContainText(user.email);
  });
});

test.describe('una pantalla pública sin sesión arranca la app cuando el visitante actúa', () => {
  const appHasTakenOver = (page: Page) =>
    page.evaluate(() => document.querySelector('#root > [data-prerender]') === null);

  test('la portada se lee sin la app; el primer botón pulsado se pulsa en la app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tu web, fase a fase');
    // Loaded and painted, the screen is still the HTML's: no module script has been added.
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="preload"][as="script"]').length))
      .toBeGreaterThan(5);
    expect(await page.evaluate(() => document.querySelector('script[type="module"][src]'))).toBeNull();
    expect(await appHasTakenOver(page)).toBe(false);

    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const wasDark = await dark();
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    await expect.poll(dark).toBe(!wasDark);
    await checkA11y(page);
  });

  test('un botón que se mantiene pulsado mientras la app arranca recibe su clic', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const wasDark = await dark();
    const button = await page.getByRole('button', { name: 'Cambiar tema' }).boundingBox();
    await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
    // The press starts the app; its modules are already fetched, so it is ready well within this
    // wait, and it waits for the release instead of replacing the pressed button.
    await page.mouse.down();
    await expect
      .poll(() => page.evaluate(() => !!document.querySelector('script[type="module"][src]')))
      .toBe(true);
    await page.waitForTimeout(1_500);
    expect(await appHasTakenOver(page)).toBe(false);
    await page.mouse.up();
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    await expect.poll(dark).toBe(!wasDark);
  });

  test('el teclado arranca la app sin perder el sitio del foco', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const first = await focused();
    expect(first).not.toBe('');
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    await expect.poll(focused).toBe(first);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test.describe('en inglés', () => {
    test.use({ locale: 'en-US' });
    test('la portada llega ya en inglés desde el HTML', async ({ page }) => {
      const answer = await page.goto('/');
      const html = await answer!.text();
      expect(html).toContain('<html lang="en" data-prerender-lang="en">');
      expect(html).toContain('Your website, phase by phase');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Your website, phase by phase');
      expect(await appHasTakenOver(page)).toBe(false);
    });
  });

  test('con sesión abierta, /login lleva al panel sin esperar a que el visitante actúe', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
  });
});
