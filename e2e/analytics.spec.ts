import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/** Decision 0010 journeys: the admin analytics dashboard (/analytics and /admin#advanced-analytics). */

interface AnalyticsBody {
  projects_by_status: { status: string; count: number }[];
  projects_per_month: { month: string; count: number }[];
  technologies: { technology: string; count: number }[];
  tasks_per_month: { month: string; completed: number; overdue: number }[];
  revenue_per_month: { month: string; amount: number }[];
}

const CHART_HEADINGS = [
  'Proyectos por estado',
  'Proyectos nuevos por mes',
  'Tecnologías más usadas',
  'Tareas completadas y vencidas',
  'Ingresos por mes',
];
const STATUS_LABELS: Record<string, string> = {
  development: 'En desarrollo',
  production: 'En producción',
  paused: 'En pausa',
  maintenance: 'En mantenimiento',
};
/** "Noviembre de 2026": how the app names a 'YYYY-MM' month in Spanish. */
function monthName(month: string) {
  const name = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const DEMO_ADMIN = { email: 'marta@websy.demo', password: 'demo-websy-2026' };

/** Opens a path and returns what GET /api/analytics answered to that page. */
async function openAnalytics(page: Page, open: () => Promise<unknown>): Promise<AnalyticsBody> {
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/analytics' && r.request().method() === 'GET',
  );
  await open();
  const answered = await response;
  expect(answered.status()).toBe(200);
  return (await answered.json()) as AnalyticsBody;
}

async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  for (const name of CHART_HEADINGS)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('las gráficas de analítica se muestran con los datos de la agencia demo', async ({ page }) => {
  await signInByApi(page, OWNER);
  const fromApi = await page.request.get('/api/analytics');
  expect(fromApi.status()).toBe(200);
  const apiBody = (await fromApi.json()) as AnalyticsBody;
  const apiTotal = apiBody.projects_by_status.reduce((sum, s) => sum + s.count, 0);
  // The demo agency has projects in every state.
  expect(apiTotal).toBeGreaterThanOrEqual(12);

  // From the admin sidebar: Análisis › Analítica avanzada.
  await page.goto('/admin');
  await expect(page.getByTestId('sidebar-admin')).toBeVisible();
  const data = await openAnalytics(page, () =>
    page.getByTestId('sidebar-admin').getByRole('link', { name: 'Analítica avanzada' }).click(),
  );
  await expect(page).toHaveURL(/\/admin#advanced-analytics$/);
  await expectDashboard(page);

  // The summary speaks of the same numbers the API gives.
  const total = data.projects_by_status.reduce((sum, s) => sum + s.count, 0);
  expect(total).toBeGreaterThanOrEqual(apiTotal);
  const statusCard = page.locator('[data-chart="projectsByStatus"]');
  await expect(statusCard.getByTestId('chart-summary')).toContainText(`${total} proyectos en total.`);
  const top = [...data.projects_by_status].sort((a, b) => b.count - a.count)[0]!;
  await expect(statusCard.getByTestId('chart-summary')).toContainText(`(${top.count})`);
  const completed = data.tasks_per_month.reduce((sum, m) => sum + m.completed, 0);
  await expect(page.locator('[data-chart="tasksPerMonth"]').getByTestId('chart-summary')).toContainText(
    `${completed} tareas completadas en los últimos 12 meses.`,
  );
  const topTechnology = data.technologies[0]!;
  await expect(page.locator('[data-chart="technologies"]').getByTestId('chart-summary')).toContainText(
    `${topTechnology.technology} es la más usada: ${topTechnology.count} proyectos.`,
  );

  // Charts are drawn (SVG shapes), each one an image described for screen readers.
  const perMonth = page.locator('[data-chart="projectsPerMonth"]');
  await expect(
    perMonth.getByRole('img', {
      name: /^Gráfica de Proyectos nuevos por mes\. \d+ proyectos? nuevos? en los últimos 12 meses\./,
    }),
  ).toBeVisible();
  await expect(perMonth.locator('svg.recharts-surface')).toBeVisible();
  await expect(statusCard.locator('.recharts-pie-sector path').first()).toBeVisible();
  await expect(
    page.locator('[data-chart="technologies"] .recharts-bar-rectangle path').first(),
  ).toBeVisible();
  await checkA11y(page, '/admin#advanced-analytics');

  // Tooltips give exact values: the latest month with new projects.
  const thisMonth = data.projects_per_month.at(-1)!.count;
  await expect(perMonth.getByTestId('chart-summary')).toContainText(
    thisMonth === 0 ? 'Ninguno este mes.' : `+${thisMonth} este mes.`,
  );
  const latest = data.projects_per_month.findLast((m) => m.count > 0)!;
  await perMonth.locator('.recharts-bar-rectangle').last().hover();
  const tooltip = perMonth.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(monthName(latest.month));
  await expect(tooltip).toContainText(`Proyectos nuevos${latest.count}`);

  // The same data as a table.
  const toggle = statusCard.getByRole('button', { name: 'Ver como tabla: Proyectos por estado' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = statusCard.getByRole('table', { name: 'Proyectos por estado' });
  await expect(table.getByRole('columnheader')).toHaveText(['Estado', 'Proyectos']);
  await expect(table.getByRole('row')).toHaveCount(data.projects_by_status.length + 1);
  for (const s of data.projects_by_status) {
    await expect(table.getByRole('row', { name: `${STATUS_LABELS[s.status]} ${s.count}` })).toBeVisible();
  }
  await checkA11y(page, '/admin#advanced-analytics (tabla)');
  await toggle.click();
  await expect(statusCard.getByRole('img', { name: /^Gráfica de Proyectos por estado\./ })).toBeVisible();

  // One chart's CSV: translated header, one row per status.
  const download = page.waitForEvent('download');
  await statusCard.getByRole('button', { name: 'Exportar CSV: Proyectos por estado' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analitica-proyectos-por-estado-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Estado,Proyectos');
  expect(lines.slice(1)).toEqual(data.projects_by_status.map((s) => `${STATUS_LABELS[s.status]},${s.count}`));

  // The page of its own, /analytics, shows the same dashboard.
  const again = await openAnalytics(page, () => page.goto('/analytics'));
  await expectDashboard(page);
  const againTotal = again.projects_by_status.reduce((sum, s) => sum + s.count, 0);
  await expect(page.locator('[data-chart="projectsByStatus"]').getByTestId('chart-summary')).toContainText(
    `${againTotal} proyectos en total.`,
  );
  await expect(page).toHaveTitle(/Analítica/);
  await checkA11y(page, '/analytics');
});

test('la analítica se lee en tema oscuro y cabe en un móvil', async ({ page }) => {
  // A demo admin of its own, so the saved theme never touches the owner's other journeys.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInByApi(page, DEMO_ADMIN);
  await openAnalytics(page, () => page.goto('/analytics'));
  await expectDashboard(page);
  await expect(page.locator('[data-chart="projectsPerMonth"] svg.recharts-surface')).toBeVisible();

  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page
    .locator('[data-chart="tasksPerMonth"]')
    .getByRole('button', { name: 'Ver como tabla: Tareas completadas y vencidas' })
    .click();
  await expect(page.locator('[data-chart="tasksPerMonth"]').getByRole('table')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await checkA11y(page, '/analytics (móvil)');

  const html = page.locator('html');
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PUT' && r.ok(),
    );
  const savedDark = saved();
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await savedDark;
  await checkA11y(page, '/analytics (oscuro, móvil)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('[data-chart="revenuePerMonth"]')).toBeVisible();
  await checkA11y(page, '/analytics (oscuro)');

  // Back to light for whoever uses this account next.
  const savedLight = saved();
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await savedLight;
});

test('si la analítica no carga, se ve el error y se puede reintentar', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await signInByApi(page, DEMO_ADMIN);
  let fail = true;
  await page.route('**/api/analytics', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Error interno', details: null } }),
        })
      : route.continue(),
  );
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar la analítica.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/analytics (error)');

  fail = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  for (const name of CHART_HEADINGS)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});
