import type { Page } from '@playwright/test';
import { OWNER } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';
import { startPortalProcess, type PortalProcess } from './support/portal-process';

/**
 * Decision 0022, without keys: a portal of its own started with no Gemini keys. The page says so with
 * the product's (docs/product.md#error-messages) text, and the offline assistant answers from the portal's data: the demo client Lucía
 * gets her own project's progress, and an admin has a phase created after confirming it.
 */
const LUCIA = { email: 'lucia@cliente.demo', password: 'demo-websy-2026' };
let portal: PortalProcess;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startPortalProcess({ E2E_GEMINI: 'off' });
});
test.afterAll(async () => {
  await portal?.stop();
});

async function signIn(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post(`${portal.baseUrl}/api/auth/sign-in/email`, {
    data: user,
    headers: { Origin: portal.baseUrl },
  });
  expect(response.status()).toBe(200);
}

async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await box.fill(text);
  await box.press('Enter');
}

test('sin API keys, Lucía pregunta por su proyecto y recibe su propio progreso', async ({ page }) => {
  await signIn(page, LUCIA);
  await page.goto(`${portal.baseUrl}/admin/websy-ai`);
  await expect(page.getByTestId('assistant-no-keys')).toContainText(
    'No se encontraron API keys de Gemini configuradas',
  );
  await checkA11y(page, 'Websy AI sin keys');
  await ask(page, '¿Cómo va el proyecto Tienda online Lucía?');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText(/Tienda online Lucía va al \d+ %: \d+ de \d+ tareas completadas/);
  await ask(page, '¿Cuántos proyectos tengo?');
  await expect(page.getByTestId('assistant-answer').last()).toContainText('Puedes ver');
});

test('sin API keys, un admin pide una fase, la confirma y queda creada', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto(`${portal.baseUrl}/admin/websy-ai`);
  await ask(page, 'Crea una fase "Pruebas con usuarios" en el proyecto Tienda online Lucía');
  const card = page.getByTestId('assistant-action');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByRole('heading', { name: 'Nueva fase' })).toBeVisible();
  await expect(card).toContainText('Pruebas con usuarios');
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card).toHaveAttribute('data-status', 'done');
  await card.getByRole('link', { name: 'Ver en Fases y tareas' }).click();
  await expect(page.getByText('Pruebas con usuarios').first()).toBeVisible();
});

test('sin API keys, Lucía pide una reunión para mañana, la confirma y Javier la ve en su calendario', async ({
  page,
  newContext,
}) => {
  await signIn(page, LUCIA);
  await page.goto(`${portal.baseUrl}/admin/websy-ai`);
  await ask(
    page,
    'Quiero una reunión mañana a las 8:15 sobre "Revisión del checkout" en el proyecto Tienda online Lucía',
  );
  const card = page.getByTestId('assistant-action');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByRole('heading', { name: 'Nueva reunión' })).toBeVisible();
  await expect(card).toContainText('Revisión del checkout');
  // The agency team of her project is invited: Javier, the staff member assigned to it.
  await expect(card).toContainText('Javier Soto (javier@websy.demo)');
  await checkA11y(page, 'Websy AI: tarjeta de reunión');
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card).toHaveAttribute('data-status', 'done');
  await card.getByRole('link', { name: 'Ver en el calendario' }).click();
  await expect(page).toHaveURL(/\/calendario\?view=agenda&date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Revisión del checkout').first()).toBeVisible();
  const calendarUrl = page.url();

  const context = await newContext();
  try {
    const javier = await context.newPage();
    await signIn(javier, { email: 'javier@websy.demo', password: LUCIA.password });
    await javier.goto(calendarUrl);
    await expect(javier.getByText('Revisión del checkout').first()).toBeVisible();
  } finally {
    await context.close();
  }
});
