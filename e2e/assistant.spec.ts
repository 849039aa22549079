import { E2E_TASK_REQUEST } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * Decision 0022 (Websy AI, the screen): a client opens the assistant from the sidebar, asks about
 * their project, reads the fake model's answer streamed and rendered as markdown, then renames and
 * deletes the conversation. The e2e portal's fake Gemini answers with bold text and a list.
 */
test('un cliente pregunta a Websy AI por su proyecto y gestiona la conversación', async ({
  page,
  signedInUser: _client,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar-client');
  await sidebar.getByRole('link', { name: /Websy AI/ }).click();
  await expect(page).toHaveURL(/\/admin\/websy-ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Websy AI' })).toBeVisible();
  await expect(page.getByText('Pregunta lo que quieras sobre tus proyectos')).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Cómo va mi proyecto?' })).toBeEnabled();
  await expect(page.getByText('Aún no tienes conversaciones')).toBeVisible();
  await checkA11y(page, 'Websy AI (vacío)');

  // An empty question is refused with the spec's text; Enter sends, Shift+Enter starts a line.
  const box = page.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await box.press('Enter');
  await expect(page.getByText('El mensaje no puede estar vacío')).toBeVisible();
  await box.fill('¿Cómo va mi proyecto?');
  await box.press('Enter');

  // The answer streams in and is rendered as markdown (bold text, a list).
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer.locator('strong', { hasText: 'muy bien' })).toBeVisible();
  await expect(answer.getByRole('listitem')).toHaveText([
    'Revisar el diseño de la portada',
    'Aprobar la fase de desarrollo',
  ]);
  await expect(page.getByTestId('assistant-question')).toHaveText(/¿Cómo va mi proyecto\?/);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Regenerar respuesta' })).toBeVisible();

  // Copy puts the answer's markdown on the clipboard, with a toast.
  await answer.getByRole('button', { name: 'Copiar respuesta' }).click();
  await expect(page.getByText('Respuesta copiada')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('**muy bien**');

  // The conversation is listed, titled after the question, and kept on the server.
  const list = page.getByTestId('assistant-conversations');
  await expect(list.getByRole('button', { name: /^¿Cómo va mi proyecto\?/ })).toBeVisible();
  await checkA11y(page, 'Websy AI (conversación)');
  await page.reload();
  await expect(page.getByTestId('assistant-answer').locator('strong', { hasText: 'muy bien' })).toBeVisible();

  // Rename it.
  await list.getByRole('button', { name: 'Acciones de ¿Cómo va mi proyecto?' }).click();
  await page.getByRole('menuitem', { name: 'Renombrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renombrar conversación' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Estado de la tienda');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^Estado de la tienda/ })).toBeVisible();

  // Delete it, after confirming.
  await list.getByRole('button', { name: 'Acciones de Estado de la tienda' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la conversación?' });
  await expect(confirm).toContainText('Estado de la tienda');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Conversación eliminada')).toBeVisible();
  await expect(page.getByText('Aún no tienes conversaciones')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/websy-ai$/);
});

test.describe('en el móvil', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('las conversaciones se abren como capa y una pregunta de ejemplo empieza una', async ({
    page,
    signedInUser: _client,
  }) => {
    await page.goto('/admin/websy-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Websy AI' })).toBeVisible();
    await checkA11y(page, 'Websy AI (móvil)');

    await page.getByRole('button', { name: '¿Qué tareas tengo vencidas?' }).click();
    await expect(
      page.getByTestId('assistant-answer').locator('strong', { hasText: 'muy bien' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Conversaciones' }).click();
    const sheet = page.getByRole('dialog', { name: 'Conversaciones' });
    await expect(sheet.getByRole('button', { name: /^¿Qué tareas tengo vencidas\?/ })).toBeVisible();
    await checkA11y(page, 'Websy AI (móvil, conversaciones)');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });
});

/**
 * Decision 0022: an admin asks Websy AI for a task on a named project; the fake model calls the
 * createTask tool, the page shows the offer as a card, nothing exists until it is confirmed, and
 * the confirmed task is found on the project's phases and tasks.
 */
test('un admin pide una tarea a Websy AI, la confirma y la encuentra en el proyecto', async ({
  page,
  signInAsOwner,
}) => {
  await signInAsOwner();
  await page.goto('/admin/websy-ai');
  const box = page.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await box.fill(E2E_TASK_REQUEST.text);
  await box.press('Enter');

  const card = page.getByTestId('assistant-action');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByRole('heading', { name: 'Nueva tarea' })).toBeVisible();
  await expect(card).toContainText('Revisar los textos legales');
  await expect(card).toContainText('Tienda online Lucía');
  await expect(card).toContainText('Alta');
  await expect(page.getByTestId('assistant-answer')).toContainText('Confirma la tarea en la tarjeta.');
  await checkA11y(page, 'Websy AI (acción por confirmar)');

  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card).toHaveAttribute('data-status', 'done');
  await expect(card.getByText('Creada')).toBeVisible();
  await card.getByRole('link', { name: 'Ver en Fases y tareas' }).click();
  await expect(page).toHaveURL(/\/admin\/fases-tareas\?proyecto=/);
  await expect(page.getByText('Revisar los textos legales').first()).toBeVisible();
});
