import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

// The other journeys run with service workers blocked (playwright.config.ts); this one tests it.
test.use({ serviceWorkers: 'allow' });

/** Waits until /sw.js is active for the page, and for the page to be controlled when asked. */
async function workerActive(page: Page, { controlled = false } = {}) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
  });
  if (controlled) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }
}

/** Asks the active worker for its cache size, as the settings screen does. */
function cacheSizeReply(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      registration.active!.postMessage({ type: 'GET_CACHE_SIZE' }, [channel.port2]);
    });
  });
}

test('la app es instalable: manifiesto, service worker en /sw.js y su tamaño de caché', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  await workerActive(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration('/');
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');
  const reply = (await cacheSizeReply(page)) as { type: string; size: number };
  expect(reply.type).toBe('CACHE_SIZE');
  // The precached shell: the entry, its styles, fonts and icons.
  expect(reply.size).toBeGreaterThan(100_000);
});

/**
 * Chromium's own installability check, the one Lighthouse's "installable manifest" audit read
 * (Lighthouse 12 dropped its PWA category): manifest fields, icons, a worker with a fetch handler
 * controlling a secure origin. It answers 'in-incognito' in Playwright's throw-away contexts, so
 * this test opens the portal in a browser profile on disk, as a person's browser is.
 */
test('Chromium considera la app instalable (sin errores de instalabilidad)', async ({
  playwright,
  launchOptions,
  baseURL,
  consoleGuard,
}, testInfo) => {
  const profile = testInfo.outputPath('profile');
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale: 'es-ES',
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    consoleGuard.watch(page);
    await page.goto('/');
    await workerActive(page, { controlled: true });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('sin conexión, recargar muestra la página sin conexión, y la API nunca sale de la caché', async ({
  page,
  context,
  consoleGuard,
}) => {
  await page.goto('/login');
  await workerActive(page, { controlled: true });
  const apiCached = await page.evaluate(async () => {
    await fetch('/api/health');
    const names = await caches.keys();
    const cached = await Promise.all(names.map(async (n) => (await caches.open(n)).keys()));
    return cached.flat().some((request) => new URL(request.url).pathname.startsWith('/api/'));
  });
  expect(apiCached).toBe(false);

  // Offline on purpose: the browser itself logs the requests it could not send.
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await checkA11y(page, 'página sin conexión');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test.describe('una nueva versión desplegada', () => {
  const swFile = () => path.join(e2eEnv('webRoot'), 'sw.js');
  let original: string;
  test.beforeEach(() => {
    original = readFileSync(swFile(), 'utf8');
  });
  test.afterEach(() => {
    writeFileSync(swFile(), original);
  });

  test('muestra el aviso de actualización, y al aceptar se activa y recarga', async ({ page }) => {
    await page.goto('/login');
    // The update prompt is the app's, which starts with the page (decision 0046).
    await workerActive(page, { controlled: true });
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active!.scriptURL,
    );

    // Deploy a changed worker (a precompressed copy would be served instead of the file).
    for (const suffix of ['.br', '.gz']) if (existsSync(swFile() + suffix)) rmSync(swFile() + suffix);
    writeFileSync(swFile(), `${original}\n// e2e: a new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.update());

    const prompt = page.getByText('Nueva versión disponible! ¿Deseas actualizar ahora?');
    await expect(prompt).toBeVisible();
    await checkA11y(page, 'aviso de nueva versión');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration('/'))!;
      return { waiting: !!registration.waiting, script: registration.active?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, script: firstWorker });
    await expect(prompt).toHaveCount(0);
  });
});

test('ajustes › rendimiento: tamaño de la caché, vaciarla y el interruptor de gestos', async ({
  page,
  signedInUser: _,
}) => {
  await page.goto('/configuracion#rendimiento');
  await workerActive(page);
  await page.reload();
  const size = page.getByTestId('cache-size');
  await expect(size).toHaveText(/^\d+([,.]\d+)?\s(kB|KB|MB)$/);
  await expect(page.getByRole('switch', { name: 'Gestos táctiles' })).toBeChecked();
  await checkA11y(page, '/configuracion#rendimiento');

  const before = (await cacheSizeReply(page)) as { size: number };
  await page.getByRole('button', { name: 'Vaciar caché' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Vaciar la caché?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page, 'confirmación de vaciar caché');
  await dialog.getByRole('button', { name: 'Vaciar caché' }).click();
  await expect(page.getByText('Caché vaciada')).toBeVisible();
  // The shell is gone (the offline page is kept, and files fetched since are cached again).
  const after = (await cacheSizeReply(page)) as { size: number };
  expect(after.size).toBeLessThan(before.size / 2);
});

test.describe('en el móvil', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /**
   * Two taps at the centre of `target`, 30 ms each and 60 ms apart, as touch events the page
   * receives: timed in the page itself, since two taps through the browser's input protocol can
   * each take longer than a tap on a loaded machine.
   */
  async function doubleTap(target: Locator) {
    await target.evaluate(async (element) => {
      const rect = element.getBoundingClientRect();
      const point = {
        identifier: 1,
        target: element,
        clientX: rect.x + rect.width / 2,
        clientY: rect.y + rect.height / 2,
      };
      const fire = (type: 'touchstart' | 'touchend') => {
        const touch = new Touch(point);
        const touches = type === 'touchstart' ? [touch] : [];
        element.dispatchEvent(
          new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [touch] }),
        );
      };
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      for (let tap = 0; tap < 2; tap++) {
        fire('touchstart');
        await pause(30);
        fire('touchend');
        await pause(60);
      }
    });
  }

  test('un doble toque lleva a la portada, pero no dentro de un campo de texto', async ({
    page,
    signedInUser: _,
  }) => {
    await page.goto('/perfil');
    await expect(page.getByLabel('Nombre completo')).toBeVisible();
    await checkA11y(page, '/perfil (móvil)');

    await doubleTap(page.getByRole('heading', { level: 1 }));
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'Tu web, fase a fase, sin perseguir a nadie por correo' }),
    ).toBeVisible();

    // Back on a screen with a text field: a double tap inside it edits text, it does not navigate.
    await page.goBack();
    const name = page.getByLabel('Nombre completo');
    await expect(name).toBeVisible();
    await page.waitForTimeout(300);
    await doubleTap(name);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/perfil$/);
  });
});
