import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The machine's Chromium is used; Playwright must never try to download its own.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const CI = !!process.env.CI;
/**
 * Debian's Chromium headless shell (the same Blink and V8 as its Chromium, without the desktop
 * browser around them): what Playwright itself runs for headless Chromium, and about a third less
 * CPU per journey than the full browser in headless mode. The full browser when it is missing.
 */
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((bin) =>
  existsSync(bin),
);

/**
 * End-to-end journeys against the production build served by the real server (one per run,
 * started by e2e/support/global-setup.ts on an embedded PostgreSQL). The base URL is only known
 * once that server listens, so e2e/support/fixtures.ts provides it to every test.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  // Generous ceilings: two Chromium workers saturate a 2-CPU machine; nothing here measures speed.
  timeout: 150_000,
  expect: { timeout: 25_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // A Spanish-speaking client in Spain: the product's default audience.
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    colorScheme: 'light',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace costs a third of the run's CPU (screencast and DOM snapshots of every
    // step); a failed journey is retried once in CI, and that retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // No service worker (cached shell, update prompts) outside the journey that tests it (pwa.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(systemChromium && { executablePath: systemChromium }),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
