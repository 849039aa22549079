import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { pdfText } from '../tests/support/pdf-text';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/** Decision 0029: the reports screen, its PDF and CSV downloads, and a client's scope. */

/** Today in the browser's time zone (the configuration's Europe/Madrid), as the files are named. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`).locator('dd').first();

async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('un admin descarga el informe mensual en PDF y CSV con las cifras de la pantalla', async ({ page }) => {
  await signInByApi(page, OWNER);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Informes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semanal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, 'total')).toBeVisible();
  await checkA11y(page, '/informes (semanal)');

  // Other journeys add tasks while this one runs: the screen is judged against its own figures
  // (productivity is completed / total), and the files against the screen.
  await page.getByRole('button', { name: 'Mensual' }).click();
  await expect(page).toHaveURL(/period=monthly/);
  await expect(page.getByTestId('report-range')).toContainText('(30 días)');
  await expect(figure(page, 'total')).toHaveText(/^\d+$/);
  /** The figures on screen now (a task another journey adds refreshes them). */
  const onScreen = async () => {
    const total = await figure(page, 'total').innerText();
    const completed = await figure(page, 'completed').innerText();
    const productivity = await figure(page, 'productivity').innerText();
    const expected = Number(total) === 0 ? 0 : Math.round((Number(completed) / Number(total)) * 100);
    expect(productivity).toBe(`${expected} %`);
    return { total, completed, productivity, expected };
  };

  // Each file holds the figures the screen showed when it was downloaded: those just before the
  // click, or, when another journey's task refreshed them meanwhile, those just after.
  const shownBeforePdf = await onScreen();
  const pdf = await download(page, 'Descargar PDF');
  const shownAfterPdf = await onScreen();
  expect(pdf.name).toBe(`informe-mensual-${today()}.pdf`);
  const text = await pdfText(pdf.bytes);
  expect(text).toContain('Informe mensual');
  const pdfFigures = (shown: Awaited<ReturnType<typeof onScreen>>) =>
    text.includes(`Tareas totales ${shown.total}`) &&
    text.includes(`Completadas ${shown.completed}`) &&
    text.includes(`Productividad ${shown.productivity}`);
  expect(pdfFigures(shownBeforePdf) || pdfFigures(shownAfterPdf), text).toBe(true);

  const shownBeforeCsv = await onScreen();
  const csv = await download(page, 'Descargar CSV');
  const shownAfterCsv = await onScreen();
  expect(csv.name).toBe(`informe-mensual-${today()}.csv`);
  const rows = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, '')).data;
  expect(rows[0]![0]).toBe('Informe mensual');
  const csvFigures = (shown: Awaited<ReturnType<typeof onScreen>>) =>
    [
      ['Tareas totales', shown.total],
      ['Completadas', shown.completed],
      ['Productividad', String(shown.expected)],
    ].every((row) => rows.some((r) => r[0] === row[0] && r[1] === row[1]));
  expect(csvFigures(shownBeforeCsv) || csvFigures(shownAfterCsv), JSON.stringify(rows.slice(0, 12))).toBe(
    true,
  );

  // The report by e-mail every month: scheduled, listed, then stopped.
  const panel = page.getByRole('region', { name: 'Informes programados' });
  const email = `direccion-${Date.now().toString(36)}@agencia.example`;
  await panel.getByLabel('Frecuencia').selectOption('monthly');
  await panel.getByLabel('Destinatarios').fill('no-es-un-correo');
  await panel.getByRole('button', { name: 'Programar informe' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Introduce un correo electrónico válido');
  await panel.getByLabel('Destinatarios').fill(email);
  await panel.getByRole('button', { name: 'Programar informe' }).click();
  const scheduled = panel.getByTestId('report-schedules').getByRole('listitem').filter({ hasText: email });
  await expect(scheduled).toContainText('Mensual');
  await checkA11y(page, '/informes (programados)');

  // Edited: weekly, a second recipient, paused.
  const second = `socios-${Date.now().toString(36)}@agencia.example`;
  await panel.getByRole('button', { name: `Editar la programación para ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar informe programado' });
  await expect(dialog.getByLabel('Frecuencia')).toHaveValue('monthly');
  await expect(dialog.getByLabel('Destinatarios')).toHaveValue(email);
  await dialog.getByLabel('Destinatarios').fill(`${email}, no-es-un-correo`);
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByText('Introduce un correo electrónico válido')).toBeVisible();
  await dialog.getByLabel('Frecuencia').selectOption('weekly');
  await dialog.getByLabel('Destinatarios').fill(`${email}, ${second}`);
  await dialog.getByRole('switch', { name: 'Envío activo' }).click();
  await checkA11y(page, '/informes (editar programación)');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(scheduled).toContainText('Semanal');
  await expect(scheduled).toContainText(second);
  await expect(scheduled).toContainText('En pausa');

  // Deleting asks first.
  await panel.getByRole('button', { name: `Eliminar la programación para ${email}, ${second}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la programación?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(scheduled).toHaveCount(1);
  await panel.getByRole('button', { name: `Eliminar la programación para ${email}, ${second}` }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(scheduled).toHaveCount(0);
});

test('un cliente ve solo sus proyectos en el informe, en el móvil y en oscuro', async ({
  page,
  baseURL,
  createUser,
  newContext,
}) => {
  const client = await createUser({ name: 'Clara Informe' });
  await signInByApi(page, client);
  const name = `Tienda de Clara ${Date.now().toString(36)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Tienda online de cerámica hecha a mano.', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  const admin = await (await newContext()).newPage();
  await signInByApi(admin, OWNER);
  const approved = await admin.request.post(`${baseURL}/api/projects/${projectId}/approve`, {
    data: {},
    headers: { Origin: baseURL! },
  });
  expect(approved.status()).toBe(200);
  const task = await admin.request.post(`${baseURL}/api/tasks`, {
    data: { project_id: projectId, title: 'Fotos de producto' },
    headers: { Origin: baseURL! },
  });
  expect(task.status(), await task.text()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Informes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await expect(figure(page, 'total')).toHaveText('1');
  const summary = page.getByTestId('project-summary');
  await expect(summary.locator('tbody tr')).toHaveCount(1);
  await expect(summary.getByRole('link', { name })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByTestId('project-summary-cards');
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('link', { name })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await checkA11y(page, '/informes (375 px)');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await checkA11y(page, '/informes (oscuro)');
});
