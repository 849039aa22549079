import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminRoutes } from '../src/web/app/route-table';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * docs/product.md#screens-and-navigation guard: "a required role that does not match: redirect to /dashboard". Every admin
 * screen of the route table (not a hand list, so a new admin screen is covered the day it is
 * registered) is opened by a client, who lands on /dashboard without that screen ever rendering
 * and without the screen asking the API for admin data; an admin opening each of them is part of
 * hydration.spec.ts's walk over every screen.
 */

/** A concrete address for a route path: every `:param` gets a fresh UUID. */
const addressOf = (path: string) => path.replace(/:\w+/g, () => randomUUID());

declare global {
  interface Window {
    /** Every level-1 heading text the page has shown since it started loading. */
    __headingsSeen?: string[];
  }
}

/** Records each level-1 heading as it enters the document, however briefly it stays. */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__headingsSeen = seen;
    const note = (heading: Element) => {
      const text = heading.textContent?.trim();
      if (text && !seen.includes(text)) seen.push(text);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const parent = mutation.target instanceof Element ? mutation.target.closest('h1') : null;
        if (parent) note(parent);
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('h1')) note(node);
          node.querySelectorAll('h1').forEach(note);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A dashboard greeting with its part of the day left out ('Buenas tardes, Ana' → 'Buen…, Ana'). */
const sameGreeting = (heading: string) => heading.replace(/^Buen[oa]s (días|tardes|noches),/, 'Buen…,');

test.describe('pantallas de administración', () => {
  test('la tabla de rutas marca como de admin todas las pantallas de admin de docs/product.md#screens-and-navigation', () => {
    const paths = adminRoutes.map((route) => route.path);
    for (const path of [
      '/admin',
      '/admin/users',
      '/user-management',
      '/admin/pagos',
      '/admin/payments',
      '/admin/fases-tareas',
      '/admin/proyectos',
      '/admin/security',
      '/proyectos/:userId',
      '/team',
      '/analytics',
      '/environment',
    ])
      expect(paths).toContain(path);
  });

  // An admin opening every admin screen (shown at its address, the admin's sidebar, a title, no
  // serious accessibility violation) is part of hydration.spec.ts's walk over every screen as an
  // admin: one walk, one sign-in.

  // Also the journeys of a client opening /admin, /analytics, /team, /admin/security or
  // /environment: each is one of these routes.
  test('un cliente acaba en /dashboard desde cada ruta de admin sin verla', async ({
    page,
    signedInUser,
  }) => {
    test.slow();
    await recordHeadings(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    // What the dashboard itself shows as it loads: after a redirect, nothing else may have rendered.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
    const dashboardHeadings = await page.evaluate(() => window.__headingsSeen ?? []);
    expect(dashboardHeadings.length, 'the recorder saw the dashboard').toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const address = addressOf(route.path);
      await test.step(address, async () => {
        await page.goto(address);
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByTestId('sidebar-client')).toContainText(signedInUser.email);
        await expect(page.getByTestId('sidebar-admin')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const seen = await page.evaluate(() => window.__headingsSeen ?? []);
        expect(seen.length, 'the recorder saw the dashboard').toBeGreaterThan(0);
        // The greeting's part of the day may be drawn in the server's zone for a moment after the
        // sign-in frame (noted as a bug to fix): it is the dashboard's heading either way.
        const dashboardSeen = dashboardHeadings.map(sameGreeting);
        for (const heading of seen)
          expect(dashboardSeen, `${address}: the admin screen never rendered`).toContain(
            sameGreeting(heading),
          );
      });
    }
    await checkA11y(page, 'dashboard after the redirects (cliente)');
    expect(refused, 'no admin data was requested').toEqual([]);
    // Asked directly, the API refuses the admin screens' data to a client.
    for (const endpoint of ['/api/analytics', '/api/team'])
      expect((await page.request.get(endpoint)).status(), endpoint).toBe(403);
  });
});
