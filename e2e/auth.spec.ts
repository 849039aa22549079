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
    // the product's (docs/product.md#error-messages) text for it: «Error al iniciar sesión», and why.
    const alert = page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión' });
    await expect(alert).toContainText('Correo o contraseña incorrectos');
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
});

/** Whether React has hydrated `selector`'s element: React keeps its fiber on the DOM node it owns. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactFiber$')),
    selector,
  );

/**
 * Resolves once the page has painted. Playwright can type into a page before its render-blocking
 * stylesheet has arrived, which nobody can: nothing is on view until then.
 */
const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { polling: 50 });

/** Holds the page's scripts until the returned function is called: a phone on a slow network. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('la primera pantalla llega en el HTML y React la hidrata', () => {
  test('lo escrito antes de que arranque la app se conserva, y un envío antes de tiempo no sale', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    const releaseScripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // A person types once the screen is on view, drawn with its stylesheet.
    await painted(page);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    // The button takes no press before the app runs (the press waits for it, decision 0046)…
    expect(
      await page
        .getByRole('button', { name: 'Iniciar sesión' })
        .evaluate((button) => getComputedStyle(button).pointerEvents),
    ).toBe('none');
    // …and Enter in a field, sent before the app ran, did not go out as a GET with the password in the address.
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login$/);

    releaseScripts();
    await expect.poll(() => hydrated(page, 'form')).toBe(true);
    // Hydrated in place: what was typed is still there, and the form now signs in.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar-client')).toContainText(user.email);
  });

  test('la portada se hidrata: el mismo nodo del servidor pasa a ser de React, sin tocar la página', async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tu web, fase a fase');
    // The server's heading, marked before any script has run.
    await page.evaluate(() => {
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
    });
    releaseScripts();
    await expect.poll(() => hydrated(page, 'h1')).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { drawn: Element | null }).drawn === document.querySelector('h1'),
      ),
    ).toBe(true);

    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const wasDark = await dark();
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect.poll(dark).toBe(!wasDark);
    await checkA11y(page);
  });

  test('el foco puesto antes de la hidratación sigue en su sitio', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const first = await focused();
    expect(first).not.toBe('');
    releaseScripts();
    await expect.poll(() => hydrated(page, 'h1')).toBe(true);
    expect(await focused()).toBe(first);
  });

  test.describe('en inglés', () => {
    test.use({ locale: 'en-US' });
    test('la portada llega ya en inglés desde el HTML', async ({ page }) => {
      const answer = await page.goto('/');
      const html = await answer!.text();
      expect(html).toContain('<html lang="en" data-prerender-lang="en">');
      expect(html).toContain('Your website, phase by phase');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Your website, phase by phase');
      await expect.poll(() => hydrated(page, 'h1')).toBe(true);
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
