import type { Page } from '@playwright/test';
import { checkA11y, expect, signInByApi, test } from './support/fixtures';

/** A demo client whose shop has chat history, shared documents and files (npm run demo's agency). */
const LUCIA = { email: 'lucia@cliente.demo', password: 'demo-websy-2026' };
const PROJECT = 'Tienda online Lucía';

async function projectId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/projects?search=${encodeURIComponent(PROJECT)}`);
  expect(res.status(), await res.text()).toBe(200);
  const { projects } = (await res.json()) as { projects: { id: string; name: string }[] };
  const project = projects.find((p) => p.name === PROJECT);
  expect(project, `${PROJECT} in the demo data`).toBeDefined();
  return project!.id;
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Decision 0017: every pane of the collaboration space on a phone in the dark theme (the system's),
 * with the demo's real history in it, and the chat on a tablet: readable, nothing off-screen,
 * no serious axe violation.
 */
test('el espacio de colaboración se usa en un móvil y en una tableta en tema oscuro', async ({
  newContext,
}) => {
  test.slow();
  const context = await newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signInByApi(page, LUCIA);
  const id = await projectId(page);

  await page.goto(`/proyectos/${id}/colaboracion`);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(
    page.getByText('Ya tenemos listas las primeras propuestas de la portada').first(),
  ).toBeVisible();
  // Six days of history: a divider before each day's first message, days as the viewer's clock
  // reads them (the demo's messages are placed minutes ago, so near midnight a pair splits).
  const history = await page.request.get(`/api/projects/${id}/chat/messages`);
  const { messages } = (await history.json()) as { messages: { created_at: string }[] };
  const days = await page.evaluate(
    (stamps) => new Set(stamps.map((s) => new Date(s).toLocaleDateString('es-ES'))).size,
    messages.map((m) => m.created_at),
  );
  expect(days).toBeGreaterThanOrEqual(5);
  await expect(
    page.getByRole('list', { name: 'Mensajes del chat' }).getByTestId('chat-day-divider'),
  ).toHaveCount(days);
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration chat (phone, dark)');

  await page.getByRole('tab', { name: 'Documentos' }).click();
  const documents = page.getByRole('list', { name: 'Documentos' });
  await expect(documents).toContainText('Brief del proyecto');
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration documents (phone, dark)');

  await documents.getByRole('link', { name: /Brief del proyecto/ }).click();
  await expect(page.getByRole('textbox', { name: /Brief del proyecto/ })).toContainText(
    'Brief: tienda online',
  );
  await expect(page.getByRole('toolbar')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration document editor (phone, dark)');

  await page.getByRole('tab', { name: 'Archivos' }).click();
  await expect(page.getByRole('list', { name: 'Archivos' })).toContainText('Briefing tienda online.pdf');
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration files (phone, dark)');

  await page.getByRole('tab', { name: 'Personas' }).click();
  await expect(page.getByRole('region', { name: 'Personas del proyecto' })).toContainText('Pablo Gómez');
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration people (phone, dark)');

  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByRole('combobox', { name: 'Escribe un mensaje' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'collaboration chat (tablet, dark)');
});
