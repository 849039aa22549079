import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Decision 0053: a phase's sign-off chain, as the agency and its client live it. The agency sends
 * a delivered phase (a note and a link; the phase carries a milestone amount), the client asks for
 * changes, the agency sees the phase reopened with the client's words on its task and sends it
 * again, the client accepts it, downloads the receipt, finds the milestone invoice in billing and
 * sees the next phase under way. The receipt's code is then checked on the public page.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

interface Setup {
  projectId: string;
  projectName: string;
}

/** The client's project, approved by the agency, with two phases: the first delivered and billed on acceptance. */
async function projectWithPhases(client: Page, admin: Page): Promise<Setup> {
  const projectName = `Tienda de Lucía ${randomUUID().slice(0, 6)}`;
  const created = await client.request.post('/api/projects', {
    data: { name: projectName, description: 'Tienda en línea con pasarela de pago' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  expect((await admin.request.post(`/api/projects/${projectId}/approve`, { data: {} })).status()).toBe(200);
  for (const phase of [
    { name: 'Diseño', status: 'completed', milestone_amount: 1500 },
    { name: 'Desarrollo', status: 'pending' },
  ]) {
    const response = await admin.request.post(`/api/projects/${projectId}/phases`, { data: phase });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { projectId, projectName };
}

const signoffCard = (page: Page, phase: string) =>
  page.getByTestId('signoff-card').filter({ has: page.getByRole('heading', { name: phase }) });

const stepOf = (page: Page, phase: string) =>
  page.getByRole('navigation', { name: 'Avance por fases' }).getByRole('listitem').filter({ hasText: phase });

async function submitPhase(
  admin: Page,
  press: (target: Locator) => Promise<void>,
  note: string,
  link?: { label: string; url: string },
) {
  const dialog = admin.getByRole('dialog', { name: 'Enviar «Diseño» a aprobación del cliente' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nota para el cliente').fill(note);
  if (link) {
    await press(dialog.getByRole('button', { name: 'Añadir enlace' }));
    await dialog.getByLabel('Texto del enlace 1').fill(link.label);
    await dialog.getByLabel('Dirección del enlace 1').fill(link.url);
  }
  await checkA11y(admin, 'envío a aprobación');
  await press(dialog.getByRole('button', { name: 'Enviar a aprobación' }));
  await expect(dialog).toBeHidden();
}

for (const device of ['escritorio', 'móvil de 390 px'] as const) {
  test.describe(`en ${device}`, () => {
    if (device !== 'escritorio') test.use(PHONE);

    test('envío, cambios, reenvío, aceptación con recibo, factura del hito y siguiente fase', async ({
      page: client,
      signedInUser: _client,
      newContext,
    }) => {
      test.slow();
      // A phone is tapped (a pointer hovering a toast would hold it open, a finger does not).
      const press = (target: Locator) => (device === 'escritorio' ? target.click() : target.tap());
      const adminContext = await newContext(device === 'escritorio' ? {} : PHONE);
      const admin = await adminContext.newPage();
      await signInByApi(admin, OWNER);
      const { projectId, projectName } = await projectWithPhases(client, admin);
      const projectPage = `/proyectos/detalle/${projectId}`;

      // The agency sends the delivered phase with a note and a link.
      await admin.goto(projectPage);
      await expect(admin.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
      const section = admin.getByRole('region', { name: 'Aprobación de fases' });
      await expect(section.getByText('Todavía no has enviado ninguna fase.', { exact: false })).toBeVisible();
      await press(section.getByRole('button', { name: 'Enviar a aprobación del cliente: Diseño' }));
      await submitPhase(admin, press, 'Pantallas de inicio, catálogo y carrito listas para revisar.', {
        label: 'Prototipo navegable',
        url: 'https://prototipo.example/tienda',
      });
      await expect(admin.getByText('«Diseño» enviada a aprobación')).toBeVisible();
      const adminCard = signoffCard(admin, 'Diseño');
      await expect(adminCard.getByText('Esperando aprobación')).toBeVisible();
      await expect(adminCard.getByRole('button', { name: 'Retirar' })).toBeVisible();
      await expect(adminCard.getByText('Esperando la respuesta del cliente.')).toBeVisible();

      // The client asks for changes: the comment is required.
      await client.goto(projectPage);
      const clientCard = signoffCard(client, 'Diseño');
      await expect(clientCard.getByText('Esperando aprobación')).toBeVisible();
      await expect(clientCard.getByRole('link', { name: /Prototipo navegable/ })).toHaveAttribute(
        'href',
        'https://prototipo.example/tienda',
      );
      await expect(clientCard.getByText(/Importe del hito:\s*1\.?500,00\s€/)).toBeVisible();
      await checkA11y(client, 'tarjeta de aprobación del cliente');
      await press(clientCard.getByRole('button', { name: 'Solicitar cambios' }));
      const changes = client.getByRole('dialog', { name: 'Solicitar cambios en «Diseño»' });
      await press(changes.getByRole('button', { name: 'Solicitar cambios' }));
      await expect(changes.getByText('Explica qué hay que cambiar')).toBeVisible();
      const comment = 'El logotipo tiene que verse más grande en el móvil.';
      await changes.getByLabel('¿Qué hay que cambiar?').fill(comment);
      await checkA11y(client, 'solicitar cambios');
      await press(changes.getByRole('button', { name: 'Solicitar cambios' }));
      await expect(changes).toBeHidden();
      await expect(clientCard.getByText('Cambios solicitados', { exact: true })).toBeVisible();

      // The agency, whose page stayed open, sees it live: the phase reopened, the client's words on
      // its task. It sends the phase again.
      await expect(adminCard.getByText(comment)).toBeVisible();
      await expect(stepOf(admin, 'Diseño')).toHaveAttribute('aria-current', 'step');
      await press(admin.getByRole('tab', { name: 'Tareas' }));
      await press(admin.getByRole('button', { name: /^Comentarios de «/ }).first());
      const taskComments = admin.getByRole('dialog', { name: 'Comentarios de la tarea' });
      await expect(taskComments.getByText(comment)).toBeVisible();
      await taskComments.press('Escape');
      await expect(taskComments).toBeHidden();
      await press(adminCard.getByRole('button', { name: 'Enviar de nuevo a aprobación' }));
      await submitPhase(admin, press, 'Logotipo ampliado en todas las pantallas.');
      await expect(adminCard.getByText('Ronda 2', { exact: false })).toBeVisible();
      await expect(adminCard.getByText('1 ronda anterior')).toBeVisible();

      // The client, whose page stayed open, sees the new round live; accepts it, knowing what that
      // means, and downloads the receipt.
      await expect(clientCard.getByText('Ronda 2', { exact: false })).toBeVisible();
      await press(clientCard.getByRole('button', { name: 'Aceptar fase' }));
      const accept = client.getByRole('dialog', { name: '¿Aceptar la fase «Diseño»?' });
      await expect(accept.getByText(/importe de hito de 1\.?500,00\s€/)).toBeVisible();
      await checkA11y(client, 'aceptar fase');
      await press(accept.getByRole('button', { name: 'Aceptar fase' }));
      await expect(accept).toBeHidden();
      await expect(client.getByText('Fase «Diseño» aceptada')).toBeVisible();
      await expect(clientCard.getByText(/^Aceptada por /)).toBeVisible();
      await expect(clientCard.getByText('Aceptada', { exact: true })).toBeVisible();
      const receiptLink = clientCard.getByRole('link', { name: 'Descargar recibo' });
      await expect(receiptLink).toBeVisible();
      const download = client.waitForEvent('download');
      await press(receiptLink);
      const receipt = await download;
      expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync((await receipt.path())!)
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // The next phase is under way.
      await expect(stepOf(client, 'Diseño')).toContainText('Terminada');
      await expect(stepOf(client, 'Desarrollo')).toHaveAttribute('aria-current', 'step');
      await checkA11y(client, 'fase aceptada');

      // The milestone invoice is in billing.
      await press(clientCard.getByRole('link', { name: 'Ver la factura del hito' }));
      await expect(client.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
      // A table on a desktop, cards on a phone: the one shown.
      await expect(client.getByText(projectName).filter({ visible: true }).first()).toBeVisible();
      await expect(
        client
          .getByText(/1\.?500,00\s€/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();

      // The receipt's code checks out on the public page, signed out; another code does not.
      const listed = await client.request.get(`/api/projects/${projectId}/signoffs`);
      const [latest] = (await listed.json()) as Array<{ digest: string | null }>;
      expect(latest?.digest).toMatch(/^[0-9a-f]{64}$/);
      const visitorContext = await newContext(device === 'escritorio' ? {} : PHONE);
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/verificar-recibo/${latest!.digest}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Verificar un recibo' })).toBeVisible();
      await expect(visitor.getByText('Recibo válido: la aceptación está registrada')).toBeVisible();
      await expect(visitor.getByText('Diseño')).toHaveCount(0);
      await checkA11y(visitor, 'recibo válido');
      await visitor.getByLabel('Código de verificación').fill(randomBytes(32).toString('hex'));
      await press(visitor.getByRole('button', { name: 'Verificar' }));
      await expect(visitor.getByText('No hay ninguna aceptación con este código')).toBeVisible();
      await checkA11y(visitor, 'recibo desconocido');
    });
  });
}
