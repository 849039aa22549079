import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { e2eEnv, OWNER } from './env';

export { expect };
export { OWNER };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Collects console.error and uncaught page errors of every page it watches. */
export interface ConsoleGuard {
  /** Starts watching a page (the default `page` is watched already). */
  watch(page: Page): void;
  /** Declares an error this test provokes on purpose (matched against the message text). */
  allow(pattern: RegExp): void;
}

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the screen is ready to be judged: rendered (it has a level-1 heading), no loading
 * spinners or skeletons left (infinite animations), and finite animations and transitions (theme
 * fade, toasts, sheets) over. Gives up quietly after a few seconds: axe then judges what is there.
 */
async function settle(page: Page) {
  await page
    .evaluate(() => {
      (window as unknown as { __settledFrames?: number }).__settledFrames = 0;
    })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __settledFrames?: number };
        const still = (() => {
          if (!document.querySelector('h1')) return false;
          // A toast just added is still transparent and has not begun its entrance transition.
          if (document.querySelector('[data-sonner-toast][data-mounted="false"]')) return false;
          // Nor one on its way out, whose exit transition may not have begun yet.
          if (document.querySelector('[data-sonner-toast][data-removed="true"]')) return false;
          return document.getAnimations().every((a) => a.playState !== 'running');
        })();
        // Still for three frames running: a transition starts the frame after the style that
        // causes it, so one still frame may be the gap between a toast's mount and its fade-in.
        w.__settledFrames = still ? (w.__settledFrames ?? 0) + 1 : 0;
        return w.__settledFrames >= 3;
      },
      undefined,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Whether the page's toasts changed since this was last asked: one arrived, or one began to leave
 * (its exit fade) or has gone. Remembered on the elements as script properties, not attributes:
 * the document itself is not changed.
 */
async function toastsChanged(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      type Seen = Element & { __a11ySeen?: boolean; __a11yLeaving?: boolean };
      const w = window as unknown as { __a11yToasts?: Set<Seen> };
      const before = w.__a11yToasts ?? new Set<Seen>();
      const now = new Set<Seen>(document.querySelectorAll('[data-sonner-toast]'));
      let changed = [...before].some((toast) => !now.has(toast));
      for (const toast of now) {
        const leaving = toast.getAttribute('data-removed') === 'true';
        if (!toast.__a11ySeen || toast.__a11yLeaving !== leaving) changed = true;
        toast.__a11ySeen = true;
        toast.__a11yLeaving = leaving;
      }
      w.__a11yToasts = now;
      return changed;
    })
    .catch(() => false);
}

/**
 * Runs axe with the suite's rules. A page without frames gets axe injected once per document and
 * run in place: a single-page app keeps it across its own navigations, and axe's rules stay
 * compiled between checks. (AxeBuilder injects axe again on every call and finishes each run in a
 * new blank page, several times the cost; it still judges pages with frames, which need axe in
 * each frame; it is handed the same axe, so every page is judged by one version of the rules.)
 * Only violations carry their nodes: the passes are not read.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const hasFrames = await page.evaluate(() => document.querySelector('iframe, frame, object') !== null);
  if (hasFrames) return new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(A11Y_TAGS).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    A11Y_TAGS,
  );
}

/**
 * Remembers that the page's document, as it is now, has been judged by axe: a MutationObserver
 * (installed once per document) forgets it at the first change of the DOM. The end-of-test check
 * then skips a screen the journey has just checked and not touched since (axe takes seconds).
 */
async function markJudged(page: Page) {
  await page
    .evaluate(() => {
      const w = window as unknown as { __a11yJudged?: boolean; __a11yObserver?: MutationObserver };
      if (!w.__a11yObserver) {
        w.__a11yObserver = new MutationObserver(() => {
          w.__a11yJudged = false;
        });
        w.__a11yObserver.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }
      // Mutations axe itself caused are delivered before this task ends: clear them first.
      w.__a11yObserver.takeRecords();
      w.__a11yJudged = true;
    })
    .catch(() => undefined);
}

/** True when the page's document has not changed since checkA11y last judged it. */
async function alreadyJudged(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const w = window as unknown as { __a11yJudged?: boolean; __a11yObserver?: MutationObserver };
      if (w.__a11yObserver?.takeRecords().length) w.__a11yJudged = false;
      return w.__a11yJudged === true;
    })
    .catch(() => false);
}

/**
 * Runs axe (WCAG 2 A/AA, 2.1 AA) on the page as it is now and fails on serious or critical
 * violations. Call it after every navigation or screen change in a journey.
 */
export async function checkA11y(page: Page, label = page.url()) {
  await page.waitForLoadState('domcontentloaded');
  const judge = async () => {
    await settle(page);
    await toastsChanged(page);
    const { violations } = await runAxe(page);
    return violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  };
  let blocking = await judge();
  // A toast that arrived or began to leave while axe ran (another journey's change told live to the
  // same admin, or one whose time ran out) was judged half-faded: the page is judged again once it
  // is still, at most twice.
  for (let again = 0; again < 2 && blocking.length > 0 && (await toastsChanged(page)); again++) {
    blocking = await judge();
  }
  const report = blocking.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
  if (blocking.length) {
    await base.info().attach(`axe ${label}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  expect(report, `accessibility violations on ${label}`).toEqual([]);
  await markJudged(page);
}

function uniqueEmail(testInfo: TestInfo, prefix = 'cliente') {
  return `${prefix}-w${testInfo.workerIndex}-${randomUUID().slice(0, 8)}@example.com`;
}

async function apiContext(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

/**
 * Signs a client up through the real sign-up endpoint on `api` (unique e-mail unless given). The
 * sign-up also signs them in: a browser context's `request` keeps that session.
 */
async function signUpByApi(
  api: APIRequestContext,
  baseURL: string,
  testInfo: TestInfo,
  overrides: Partial<Omit<TestUser, 'id'>> = {},
): Promise<TestUser> {
  const user = {
    email: overrides.email ?? uniqueEmail(testInfo),
    password: overrides.password ?? `clave-${randomUUID().slice(0, 12)}`,
    name: overrides.name ?? `Cliente ${randomUUID().slice(0, 6)}`,
  };
  const response = await api.post(`${baseURL}/api/auth/sign-up/email`, {
    data: user,
    headers: { Origin: baseURL },
  });
  expect(response.status(), `sign-up of ${user.email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, ...user };
}

/** Signs `page`'s browser context in through the API (same cookies as a UI sign-in). */
export async function signInByApi(page: Page, user: { email: string; password: string }) {
  const baseURL = e2eEnv('baseUrl');
  const response = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `API sign-in of ${user.email}: ${await response.text()}`).toBe(200);
}

/** Fills and submits the sign-in form of /login (the page must be showing it). */
export async function signInByUi(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** Creates a client through the real sign-up endpoint; removed again after the test. */
  createUser: (overrides?: Partial<Omit<TestUser, 'id'>>) => Promise<TestUser>;
  /** A unique e-mail address for a user the test registers through the UI. */
  uniqueEmail: () => string;
  /** Deletes, after the test, a user the test registered itself (through the UI). */
  removeAfterTest: (email: string) => void;
  /** A fresh client, signed in in `page`'s context (no page opened yet). */
  signedInUser: TestUser;
  /** `page`'s context signed in as the owner admin. */
  signInAsOwner: () => Promise<void>;
  /** A second, separate browser context (its pages are watched by the console guard). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

interface WorkerFixtures {
  /** API context signed in as the owner admin, for clean-up. */
  ownerApi: APIRequestContext;
}

/**
 * The floating help card (docs/product.md#screens-and-navigation) slides in 30 s after a screen opens and covers the bottom of
 * it; on a slow machine a journey is still clicking there by then. Journeys start with it
 * dismissed, as a returning user has it; the help card's own journey clears the flag. The welcome
 * tour's auto-start (2 s after signing in) is likewise taken as done, unless the page's session
 * storage says the journey is the tours' own (`websy_tour_journey`).
 */
async function withHelpCardDismissed(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('websy_help_card_dismissed', 'true');
      // The welcome tour starts 2 s after signing in, once per session: as if it had already run.
      if (!window.sessionStorage.getItem('websy_tour_journey')) {
        window.sessionStorage.setItem('websy_tour_session_started', 'true');
      }
    } catch {
      /* an opaque origin (about:blank) has no storage */
    }
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // The server listens on a free port chosen by the global setup.
  baseURL: async ({}, provide) => {
    await provide(e2eEnv('baseUrl'));
  },

  context: async ({ context }, provide) => {
    await withHelpCardDismissed(context);
    await provide(context);
  },

  consoleGuard: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watched = new WeakSet<Page>();
      const guard: ConsoleGuard = {
        watch(p) {
          if (watched.has(p)) return;
          watched.add(p);
          p.on('console', (msg) => {
            if (msg.type() !== 'error') return;
            const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
            errors.push(`console.error: ${msg.text()}${where}`);
          });
          p.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
        },
        allow(pattern) {
          allowed.push(pattern);
        },
      };
      guard.watch(page);
      page.context().on('page', (p) => guard.watch(p));

      await provide(guard);

      // A journey that passed also leaves an accessible last screen.
      if (
        testInfo.status === testInfo.expectedStatus &&
        !page.isClosed() &&
        page.url().startsWith('http') &&
        !(await alreadyJudged(page))
      ) {
        await checkA11y(page, `${page.url()} (end of test)`);
      }
      const unexpected = errors.filter((e) => !allowed.some((a) => a.test(e)));
      expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],

  ownerApi: [
    async ({ playwright }, provide) => {
      const baseURL = e2eEnv('baseUrl');
      const api = await apiContext(playwright, baseURL);
      const response = await api.post('/api/auth/sign-in/email', { data: OWNER });
      if (response.status() !== 200)
        throw new Error(`owner sign-in failed: ${response.status()} ${await response.text()}`);
      await provide(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  createUser: async ({ playwright, baseURL, ownerApi }, provide, testInfo) => {
    const api = await apiContext(playwright, baseURL!);
    await provide((overrides = {}) => signUpByApi(api, baseURL!, testInfo, overrides));
    await api.dispose();
    // No clean-up: every run has a database of its own that is thrown away, and deleting a user
    // while their pages are still open turns the pages' next requests into 401 console errors.
    void ownerApi;
  },

  uniqueEmail: async ({}, provide, testInfo) => {
    await provide(() => uniqueEmail(testInfo));
  },

  removeAfterTest: async ({}, provide) => {
    // Kept for the journeys that register through the UI; nothing to delete (see createUser).
    await provide(() => undefined);
  },

  // Signed up through `page`'s own context: the sign-up signs the new client in (as registering
  // does for a person), so its session cookie is already this browser's, with no second sign-in.
  signedInUser: async ({ page, baseURL }, provide, testInfo) => {
    await provide(await signUpByApi(page.request, baseURL!, testInfo));
  },

  signInAsOwner: async ({ page }, provide) => {
    await provide(() => signInByApi(page, OWNER));
  },

  newContext: async (
    { browser, consoleGuard, locale, timezoneId, colorScheme, viewport, baseURL, serviceWorkers },
    provide,
  ) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext({
        locale,
        timezoneId,
        colorScheme,
        viewport,
        baseURL,
        serviceWorkers,
        ...options,
      });
      await withHelpCardDismissed(context);
      context.on('page', (p) => consoleGuard.watch(p));
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
