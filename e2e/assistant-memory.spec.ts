import { E2E_GREETING, E2E_KNOWLEDGE } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * Decision 0022 (Websy AI's memory): an admin adds a knowledge entry in 'Memoria', asks about it, and
 * the answer cites it under the text, linking back to the entry; then forgets what the assistant
 * remembers of that conversation. The model's greeting shows on the dashboards.
 */
test('un admin añade conocimiento, la respuesta lo cita y olvida la conversación', async ({
  page,
  signInAsOwner,
}, testInfo) => {
  // A retry meets the first attempt's entry and memory: this attempt's own are told apart by name.
  const attempt = testInfo.retry ? ` (intento ${testInfo.retry + 1})` : '';
  const title = `${E2E_KNOWLEDGE.title}${attempt}`;
  const question = `${E2E_KNOWLEDGE.question}${attempt}`;
  await signInAsOwner();
  await page.goto('/admin/websy-ai');
  await page.getByRole('button', { name: 'Memoria' }).click();
  const sheet = page.getByRole('dialog', { name: 'Memoria de Websy AI' });
  await sheet.getByRole('tab', { name: 'Base de conocimiento' }).click();
  await sheet.getByRole('button', { name: 'Añadir entrada' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva entrada de conocimiento' });
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Contenido' }).fill(E2E_KNOWLEDGE.content);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toHaveCount(0);
  await expect(sheet.getByTestId('knowledge-entry').filter({ hasText: title })).toBeVisible();
  await checkA11y(page, 'Websy AI (memoria)');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  const box = page.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await box.fill(question);
  await box.press('Enter');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('tres meses de mantenimiento gratuito');
  const citation = answer.getByTestId('assistant-citations').getByRole('link', { name: title });
  await expect(citation).toBeVisible();
  await citation.click();
  await expect(page).toHaveURL(/memoria=1&entrada=/);
  const opened = page.getByRole('dialog', { name: 'Memoria de Websy AI' });
  await expect(opened.getByTestId('knowledge-entry').filter({ hasText: title })).toHaveClass(/ring-2/);

  // What the assistant remembers of the conversation, forgotten.
  await opened.getByRole('tab', { name: 'Lo que recuerdo' }).click();
  const memory = opened.getByTestId('assistant-memory').filter({ hasText: question });
  await expect(memory).toContainText('mantenimiento');
  await memory.getByRole('button', { name: /^Olvidar/ }).click();
  await expect(page.getByText('Memoria olvidada')).toBeVisible();
  await expect(memory).toHaveCount(0);

  // The greeting the model wrote, on both dashboards.
  await page.goto('/admin');
  await expect(page.getByTestId('assistant-greeting')).toContainText(E2E_GREETING);
  await page.goto('/dashboard');
  await expect(page.getByTestId('assistant-greeting')).toContainText(E2E_GREETING);
});
