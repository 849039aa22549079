import { E2E_ATTACHMENT } from './support/env';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * Decision 0022 (decision 0032): a client attaches a text file to a question on Websy AI, sees it as a
 * chip with its size (removable from the keyboard), a file of another type is refused with its
 * name, and the answer quotes the file's text: the e2e fake Gemini only quotes it when the text
 * reached it in the request. The question keeps its file after a reload.
 */
test('un cliente adjunta un archivo de texto a su pregunta y Websy AI lo lee', async ({
  page,
  signedInUser: _client,
}) => {
  await page.goto('/admin/websy-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Websy AI' })).toBeVisible();
  const picker = page.getByTestId('assistant-file-input');
  await expect(page.getByRole('button', { name: 'Adjuntar archivo' })).toBeEnabled();

  const text = `# Briefing\n\n${E2E_ATTACHMENT.line}\n`;
  await picker.setInputFiles([
    { name: E2E_ATTACHMENT.name, mimeType: 'text/markdown', buffer: Buffer.from(text) },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('otra cosa') },
  ]);
  const chips = page.getByRole('list', { name: 'Archivos adjuntos' });
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(chips).toContainText(E2E_ATTACHMENT.name);
  await expect(chips).toContainText(/\d+\sB/);
  await checkA11y(page, 'Websy AI (archivos adjuntos)');

  // Removed from the keyboard; a file of another type is refused with its name.
  await chips.getByRole('button', { name: 'Quitar notas.txt' }).focus();
  await page.keyboard.press('Enter');
  await expect(chips.getByRole('listitem')).toHaveCount(1);
  await picker.setInputFiles({
    name: 'contrato.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('«contrato.pdf» no se puede adjuntar', { exact: false })).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveCount(1);

  const box = page.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await box.fill(E2E_ATTACHMENT.question);
  await box.press('Enter');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toContainText(E2E_ATTACHMENT.line);
  await expect(answer.locator('strong', { hasText: E2E_ATTACHMENT.name })).toBeVisible();
  const question = page.getByTestId('assistant-question').last();
  await expect(question.getByRole('list', { name: 'Adjuntos' })).toContainText(E2E_ATTACHMENT.name);
  await expect(page.getByRole('list', { name: 'Archivos adjuntos' })).toHaveCount(0);
  await checkA11y(page, 'Websy AI (respuesta sobre un archivo)');

  await page.reload();
  await expect(
    page.getByTestId('assistant-question').last().getByRole('list', { name: 'Adjuntos' }),
  ).toContainText(E2E_ATTACHMENT.name);
});
