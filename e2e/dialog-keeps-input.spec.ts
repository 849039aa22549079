import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { checkA11y, expect, signInByApi, test, type TestUser } from './support/fixtures';

/**
 * Decision 0051: an admin is typing in an open edit dialog (a task, a phase, an invoice) when another
 * admin saves the same record. The refresh that follows (the realtime relay for tasks and phases)
 * no longer replaces what is being typed: the dialog says the record changed, and saving offers
 * the conflict dialog of decision 0038 (compare, reload) instead of overwriting anything.
 */

const NOTICE =
  'Otra persona ha cambiado este registro mientras lo editabas. Al guardar podrás comparar los cambios.';
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

/** A second admin: the owner promotes a new account. */
async function promotedAdmin(ownerApi: APIRequestContext, user: TestUser) {
  await ok(ownerApi.patch(`/api/users/${user.id}/role`, { data: { role: 'admin' } }));
}

async function createProject(ownerApi: APIRequestContext, name: string): Promise<string> {
  const body = await ok<{ project: { id: string } }>(
    ownerApi.post('/api/projects', { data: { name, description: 'Proyecto de prueba', technologies: [] } }),
    201,
  );
  return body.project.id;
}

/** The admin's screen of one project's phases and tasks, with live updates connected. */
async function openPhasesAndTasks(page: Page, projectId: string) {
  await page.goto(`/admin/fases-tareas?proyecto=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fases y Tareas' })).toBeVisible();
  await expect(page.locator('[data-realtime-status]').first()).toHaveAttribute(
    'data-realtime-status',
    'connected',
  );
}

test.describe('un diálogo abierto conserva lo escrito cuando otra persona guarda el mismo registro', () => {
  test('tarea: el aviso aparece en vivo, guardar abre la comparación y «Recargar» trae lo suyo', async ({
    page,
    ownerApi,
    createUser,
    consoleGuard,
  }) => {
    test.slow();
    // The browser logs the refused save (409) itself.
    consoleGuard.allow(/status of 409 .*\/api\/tasks\/[0-9a-f-]{36}/);
    const bruno = await createUser({ name: 'Bruno Admin' });
    await promotedAdmin(ownerApi, bruno);
    const projectId = await createProject(ownerApi, unique('Web de la floristería'));
    const title = unique('Maquetar la portada');
    const { task } = await ok<{ task: { id: string; version: number } }>(
      ownerApi.post('/api/tasks', {
        data: { project_id: projectId, title, description: 'Cabecera y ofertas' },
      }),
      201,
    );

    try {
      await signInByApi(page, bruno);
      await openPhasesAndTasks(page, projectId);
      const row = page.getByTestId('task-row').filter({ hasText: title });
      await expect(row).toBeVisible();

      // Bruno starts editing the description.
      await page.getByRole('button', { name: `Acciones de «${title}»` }).click();
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar la tarea' });
      await expect(dialog.getByLabel('Descripción')).toHaveValue('Cabecera y ofertas');
      await dialog.getByLabel('Descripción').fill('Cabecera, ofertas y horario de apertura');

      // Meanwhile the owner changes the same task; the list behind the dialog refreshes live.
      await ok(
        ownerApi.patch(`/api/tasks/${task.id}`, {
          data: { description: 'Cabecera con vídeo', priority: 'high', version: task.version },
        }),
      );
      await expect(row).toContainText('Alta');

      // What Bruno typed is still there, the fields he left alone too, and the dialog says why.
      await expect(dialog.getByRole('status')).toHaveText(NOTICE);
      await expect(dialog.getByLabel('Descripción')).toHaveValue('Cabecera, ofertas y horario de apertura');
      await expect(dialog.getByLabel('Prioridad')).toHaveValue('medium');
      await checkA11y(page, 'diálogo de tarea con el aviso de cambios');

      // Saving sends the version he opened: the conflict dialog offers to compare or reload.
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
      await expect(conflict).toContainText('Tus cambios todavía no se han guardado.');
      await conflict.getByRole('button', { name: 'Comparar' }).click();
      const comparison = page.getByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
      const description = comparison.getByRole('row', { name: /Descripción/ });
      await expect(description).toContainText('Cabecera con vídeo');
      await expect(description).toContainText('Cabecera, ofertas y horario de apertura');
      // In the person's words, as the form's select says it.
      await expect(comparison.getByRole('row', { name: /Prioridad/ })).toContainText('Alta');
      await checkA11y(page, 'comparación de la tarea');

      // He takes theirs: the form now holds the owner's values, and the notice is gone.
      await comparison.getByRole('button', { name: 'Quedarme con los suyos' }).click();
      await expect(comparison).toBeHidden();
      await expect(dialog.getByLabel('Descripción')).toHaveValue('Cabecera con vídeo');
      await expect(dialog.getByLabel('Prioridad')).toHaveValue('high');
      await expect(dialog.getByRole('status')).toHaveText('');

      // His edit on top of theirs is saved at once.
      await dialog.getByLabel('Descripción').fill('Cabecera con vídeo y horario de apertura');
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(`Tarea «${title}» guardada`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const stored = await ok<{ task: { description: string; priority: string } }>(
        ownerApi.get(`/api/tasks/${task.id}`),
      );
      expect(stored.task).toMatchObject({
        description: 'Cabecera con vídeo y horario de apertura',
        priority: 'high',
      });
      await checkA11y(page, '/admin/fases-tareas (tarea guardada)');
    } finally {
      // Away from the project's screen first: its deletion would make that screen refetch it (404).
      await page.goto('/admin/proyectos');
      await expect(page.getByRole('heading', { level: 1, name: 'Todos los proyectos' })).toBeVisible();
      await ownerApi.delete(`/api/projects/${projectId}`);
    }
  });

  test('fase: guardar tras el aviso compara y «Guardar los míos» guarda sobre su versión', async ({
    page,
    ownerApi,
    createUser,
    consoleGuard,
  }) => {
    test.slow();
    consoleGuard.allow(/status of 409 .*\/api\/phases\/[0-9a-f-]{36}/);
    const bruno = await createUser({ name: 'Bruno Admin' });
    await promotedAdmin(ownerApi, bruno);
    const projectId = await createProject(ownerApi, unique('Web del taller'));
    const name = unique('Diseño');
    const { phase } = await ok<{ phase: { id: string; version: number } }>(
      ownerApi.post(`/api/projects/${projectId}/phases`, {
        data: { name, description: 'Maquetas de la web' },
      }),
      201,
    );

    try {
      await signInByApi(page, bruno);
      await openPhasesAndTasks(page, projectId);
      await page.getByRole('button', { name: `Acciones de la fase «${name}»` }).click();
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar la fase' });
      await expect(dialog.getByLabel('Fecha de fin')).toHaveValue('');
      await dialog.getByLabel('Fecha de fin').fill('2099-03-31');

      await ok(
        ownerApi.patch(`/api/phases/${phase.id}`, {
          data: { description: 'Maquetas y guía de estilo', version: phase.version },
        }),
      );
      await expect(dialog.getByRole('status')).toHaveText(NOTICE);
      await expect(dialog.getByLabel('Fecha de fin')).toHaveValue('2099-03-31');
      await expect(dialog.getByLabel('Descripción')).toHaveValue('Maquetas de la web');
      await checkA11y(page, 'diálogo de fase con el aviso de cambios');

      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
      await conflict.getByRole('button', { name: 'Comparar' }).click();
      const comparison = page.getByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
      await expect(comparison.getByRole('row', { name: /Descripción/ })).toContainText(
        'Maquetas y guía de estilo',
      );
      await expect(comparison.getByRole('row', { name: /Fecha de fin/ })).toContainText('2099-03-31');

      // Knowingly: his values over theirs, on the version saved now.
      await comparison.getByRole('button', { name: 'Guardar los míos' }).click();
      await expect(page.getByText('Tus cambios se han guardado')).toBeVisible();
      await expect(comparison).toBeHidden();
      await expect(dialog).toBeHidden();
      const stored = await ok<{
        phases: Array<{ id: string; end_date: string | null; description: string }>;
      }>(ownerApi.get(`/api/phases?project_id=${projectId}`));
      expect(stored.phases.find((p) => p.id === phase.id)).toMatchObject({
        end_date: '2099-03-31',
        description: 'Maquetas de la web',
      });
    } finally {
      await page.goto('/admin/proyectos');
      await expect(page.getByRole('heading', { level: 1, name: 'Todos los proyectos' })).toBeVisible();
      await ownerApi.delete(`/api/projects/${projectId}`);
    }
  });

  test('factura: lo escrito sigue ahí, guardar compara y solo se envía lo que él cambió', async ({
    page,
    ownerApi,
    createUser,
    consoleGuard,
  }) => {
    test.slow();
    consoleGuard.allow(/status of 409 .*\/api\/payments\/[0-9a-f-]{36}/);
    const bruno = await createUser({ name: 'Bruno Admin' });
    await promotedAdmin(ownerApi, bruno);
    const client = await createUser({ name: unique('Lucía Cliente') });
    const concept = unique('Mantenimiento');
    const { payment } = await ok<{ payment: { id: string; number: string; version: number } }>(
      ownerApi.post('/api/payments', {
        data: {
          user_id: client.id,
          concept,
          amount: 300,
          currency: 'EUR',
          issue_date: '2099-01-01',
          due_date: '2099-02-01',
        },
      }),
      201,
    );

    await signInByApi(page, bruno);
    await page.goto('/admin/pagos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    // Issued in 2099: first in the list (newest issue date first).
    await page.getByRole('button', { name: `Acciones de la factura ${payment.number}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: `Editar la factura ${payment.number}` });
    await expect(dialog.getByLabel('Importe')).toHaveValue('300');
    await dialog.getByLabel('Importe').fill('350');

    // The owner renames the concept meanwhile.
    const theirs = `${concept} y hosting`;
    await ok(
      ownerApi.patch(`/api/payments/${payment.id}`, { data: { concept: theirs, version: payment.version } }),
    );
    // Invoices change live: the dialog says so at once, and keeps what he typed.
    await expect(dialog.getByRole('status')).toHaveText(NOTICE);
    await expect(dialog.getByLabel('Importe')).toHaveValue('350');
    await expect(dialog.getByLabel('Concepto')).toHaveValue(concept);

    // His save carries the version he opened: refused, compared field by field.
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
    await expect(conflict).toBeVisible();
    // He closes the warning once it has taken the focus (its keys listen from then on): back in
    // his form, with what he typed, still saying the invoice changed.
    await expect(conflict.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(conflict).toBeHidden();
    await expect(dialog.getByRole('status')).toHaveText(NOTICE);
    await expect(dialog.getByLabel('Importe')).toHaveValue('350');
    await expect(dialog.getByLabel('Concepto')).toHaveValue(concept);
    await checkA11y(page, 'diálogo de factura con el aviso de cambios');

    // Saving again still carries the version he opened: compared field by field this time.
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Comparar' }).click();
    const comparison = page.getByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
    await expect(comparison.getByRole('row', { name: /Importe/ })).toContainText('350');
    // Only what he changed is his: the concept he left alone is not compared, nor sent.
    await expect(comparison.getByRole('row', { name: /Concepto/ })).toHaveCount(0);
    await checkA11y(page, 'comparación de la factura');

    await comparison.getByRole('button', { name: 'Guardar los míos' }).click();
    await expect(page.getByText('Tus cambios se han guardado')).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await ok<{ payments: Array<{ id: string; concept: string; amount: number }> }>(
      ownerApi.get(`/api/payments?user_id=${client.id}`),
    );
    expect(stored.payments.find((p) => p.id === payment.id)).toMatchObject({ concept: theirs, amount: 350 });

    // Opened again, the dialog starts from the invoice as it is now.
    await page.getByRole('button', { name: `Acciones de la factura ${payment.number}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(dialog.getByLabel('Concepto')).toHaveValue(theirs);
    await expect(dialog.getByLabel('Importe')).toHaveValue('350');
    await expect(dialog.getByRole('status')).toHaveText('');
    await checkA11y(page, 'diálogo de factura reabierto');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
});
