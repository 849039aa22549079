import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Signed webhooks (docs/product.md#webhooks, decision 0056): an admin registers a local receiver,
 * a client's comment reaches it signed, the log follows each attempt live, and a failing receiver
 * is retried, redelivered and finally removed.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that records each request and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response
        .writeHead(state.status, { 'Content-Type': 'text/plain' })
        .end(state.status < 300 ? 'ok' : 'fallo');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/websy/${randomUUID().slice(0, 8)}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The Standard Webhooks check, written from the specification: the secret's base64 after
 * `whsec_` is the key; `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` is one of the
 * space-separated signatures.
 */
function verifies(secret: string, { headers, body }: Received): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .map((part) => part.split(','))
    .some(([version, signature]) => {
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('el admin registra un receptor, verifica la firma de un comentario, reintenta, reenvía y lo elimina', async ({
  page,
  createUser,
  newContext,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    // A client with a project, signed in in a browser of their own.
    const client = await createUser();
    const clientContext = await newContext();
    const clientPage = await clientContext.newPage();
    await signInByApi(clientPage, client);
    const project = await clientPage.request.post('/api/projects', {
      data: { name: `Web ${randomUUID().slice(0, 6)}`, description: 'Web corporativa con blog' },
    });
    expect(project.status(), await project.text()).toBe(201);
    const projectId = ((await project.json()) as { project: { id: string } }).project.id;

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInByApi(page, OWNER);
    await page.goto('/admin/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await checkA11y(page);

    // Register it: events are required, then "Comentario añadido" alone.
    await page.getByRole('button', { name: 'Nuevo endpoint' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo endpoint' });
    await form.getByLabel('URL del receptor').fill(receiver.url);
    await form.getByLabel('Descripción (opcional)').fill('CRM de la agencia');
    await form.getByRole('button', { name: 'Crear endpoint' }).click();
    await expect(form.getByText('Elige al menos un evento.')).toBeVisible();
    await form.getByLabel('Seleccionar todos').check();
    await expect(form.getByLabel('Factura pagada')).toBeChecked();
    await form.getByLabel('Seleccionar todos').uncheck();
    await form.getByLabel('Comentario añadido').check();
    await checkA11y(page, 'new endpoint form');
    await form.getByRole('button', { name: 'Crear endpoint' }).click();

    // The secret, shown once: copied from the dialog.
    const shown = page.getByRole('dialog', { name: 'Endpoint creado: guarda su secreto' });
    await expect(shown.getByText('Solo lo verás ahora.', { exact: false })).toBeVisible();
    await checkA11y(page, 'secret dialog');
    await shown.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByText('Secreto copiado')).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await shown.getByRole('button', { name: 'Ya lo he guardado' }).click();
    await expect(shown).toBeHidden();

    const card = page.getByRole('article', { name: receiver.url });
    await expect(card).toContainText('Activo');
    await expect(card.getByRole('list', { name: 'Eventos' })).toHaveText('Comentario añadido');
    await expect(card).toContainText('Sin entregas todavía');
    await expect(card).toContainText(`Secreto terminado en ${secret.slice(-4)}`);

    // Its delivery log, empty, then the client's comment arrives signed and shows delivered.
    await card.getByRole('link', { name: `Ver entregas de ${receiver.url}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entregas' })).toBeVisible();
    await expect(
      page.getByText('Todavía no se ha enviado nada a este endpoint.', { exact: false }),
    ).toBeVisible();
    await checkA11y(page, 'empty delivery log');

    const text = `¿Podemos cambiar el color del menú? ${randomUUID().slice(0, 6)}`;
    const comment = await clientPage.request.post(`/api/projects/${projectId}/comments`, {
      data: { content: text },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    await expect.poll(() => receiver.received.filter((r) => r.body.includes(text)).length).toBe(1);
    const delivered = receiver.received.find((r) => r.body.includes(text))!;
    expect(verifies(secret, delivered), 'the Standard Webhooks signature verifies').toBe(true);
    expect(verifies(`whsec_${Buffer.from('otro secreto').toString('base64')}`, delivered)).toBe(false);
    const payload = JSON.parse(delivered.body) as { id: string; type: string };
    expect(payload.type).toBe('comment.created');
    expect(delivered.headers['webhook-id']).toBe(payload.id);

    const log = page.getByRole('table', { name: 'Entregas, de la más reciente a la más antigua' });
    const commentRow = log.getByRole('row').filter({ hasText: 'Comentario añadido' }).first();
    await expect(commentRow).toContainText('Entregada');
    await expect(commentRow).toContainText('HTTP 200');
    await checkA11y(page, 'delivery log');

    // Its details: the event id and the payload as it was sent.
    await commentRow.getByRole('button', { name: /^Detalles de la entrega Comentario añadido/ }).click();
    const details = page.getByRole('dialog', { name: 'Entrega Comentario añadido' });
    await expect(
      details.getByRole('region', { name: 'Contenido enviado' }).or(details.locator('pre')),
    ).toContainText(text);
    await expect(details.getByRole('listitem').first()).toContainText('HTTP 200');
    await checkA11y(page, 'delivery details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The receiver fails: a test is retried on schedule.
    receiver.state.status = 500;
    await page.getByRole('button', { name: 'Enviar prueba' }).click();
    const testRow = log.getByRole('row').filter({ hasText: 'Prueba' }).first();
    await expect(testRow).toContainText('Reintentando');
    await expect(testRow).toContainText('HTTP 500');
    await expect(testRow.getByRole('cell').nth(6)).toHaveText(/dentro de \d+ (segundos?|minutos?)|En breve/);

    // It recovers: "Reenviar" sends the same event again, on top of the log, delivered.
    receiver.state.status = 200;
    await testRow.getByRole('button', { name: /^Reenviar la entrega Prueba/ }).click();
    await expect(page.getByText('Entrega reenviada')).toBeVisible();
    const top = log.locator('tbody tr').first();
    await expect(top).toContainText('Reenvío');
    await expect(top).toContainText('Entregada');
    const tests = receiver.received.filter((r) => r.body.includes('"webhook.test"'));
    expect(new Set(tests.map((r) => r.headers['webhook-id'])).size, 'one event id').toBe(1);
    expect(tests.every((r) => verifies(secret, r))).toBe(true);

    // On a phone the log is cards and nothing overflows; the list too.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Entregas, de la más reciente a la más antigua' });
    await expect(cards.getByRole('listitem').first()).toContainText('Entregada');
    await expectNoHorizontalOverflow(page);
    await checkA11y(page, 'delivery log (phone)');
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(card).toContainText('Última entrega: entregada');
    await expectNoHorizontalOverflow(page);
    await checkA11y(page, 'endpoints (phone)');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Deleted, after a confirmation naming it.
    await card.getByRole('button', { name: `Más acciones de ${receiver.url}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Eliminar ${receiver.url}?` });
    await checkA11y(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Eliminar endpoint' }).click();
    await expect(page.getByText('Endpoint eliminado')).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
