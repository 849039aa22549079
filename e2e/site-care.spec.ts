import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Site care (docs/product.md#site-care), as the agency and its client live it: the agency sets a
 * production project's site address and a 10-hour plan and checks the site (a local server the
 * journey makes fail and recover: an incident opens after two failed checks and closes on
 * recovery), then logs 2.5 hours. The client sees the card with the hours left and the incident,
 * and the monthly report's care section, on a desktop and on a 390 px phone. The portal runs
 * without PAGESPEED_API_KEY: the speed part says how to turn it on.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The client's site: answers 200, or 500 while `failing`. */
async function startSite() {
  const state = { failing: false };
  const server: Server = createServer((_request, response) => {
    response.writeHead(state.failing ? 500 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Tienda de Lucía</title><h1>Tienda de Lucía</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** A project of the client, approved and in production. */
async function productionProject(client: Page, admin: Page) {
  const name = `Tienda de Lucía ${randomUUID().slice(0, 6)}`;
  const created = await client.request.post('/api/projects', {
    data: { name, description: 'Tienda en línea con pasarela de pago' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { project: { id: string } }).project.id;
  expect((await admin.request.post(`/api/projects/${id}/approve`, { data: {} })).status()).toBe(200);
  const live = await admin.request.patch(`/api/projects/${id}`, { data: { status: 'production' } });
  expect(live.status(), await live.text()).toBe(200);
  return { id, name };
}

/** "Comprobar ahora", waiting for the check's answer and for the button to be ready again. */
async function checkNow(admin: Page, card: Locator) {
  const button = card.getByRole('button', { name: 'Comprobar ahora' });
  await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith('/site-care/check') && r.request().method() === 'POST'),
    button.click(),
  ]);
  await expect(button).toBeEnabled();
}

/** Nothing of the card reaches past the screen's right edge. */
async function expectWithinScreen(card: Locator) {
  const overflowing = await card.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width)
      .map((el) => `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}»`);
  });
  expect(overflowing, 'parts of the card wider than the screen').toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('la agencia vigila el sitio y registra horas; el cliente lo ve en su proyecto y en el informe', async ({
  page: client,
  signedInUser,
  newContext,
}) => {
  test.slow();
  const site = await startSite();
  try {
    const admin = await (await newContext()).newPage();
    await signInByApi(admin, OWNER);
    const project = await productionProject(client, admin);
    const projectPage = `/proyectos/detalle/${project.id}`;

    // Before any address: the agency reads how to start.
    await admin.goto(projectPage);
    await expect(admin.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    const card = admin.getByRole('region', { name: 'Cuidado del sitio' });
    await expect(card.getByText('Falta la dirección del sitio para empezar a vigilarlo.')).toBeVisible();
    await checkA11y(admin, 'cuidado sin configurar');

    // The address and a 10-hour plan.
    await card.getByRole('button', { name: 'Configurar' }).click();
    const configure = admin.getByRole('dialog', { name: 'Configurar el cuidado del sitio' });
    await configure.getByLabel('Dirección del sitio').fill('tienda-lucia');
    await configure.getByLabel('Horas del plan al mes').fill('10');
    await configure.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      configure.getByText('Escribe una dirección completa que empiece por https:// o http://'),
    ).toBeVisible();
    await configure.getByLabel('Dirección del sitio').fill(site.url);
    await checkA11y(admin, 'configurar el cuidado');
    await configure.getByRole('button', { name: 'Guardar' }).click();
    await expect(configure).toBeHidden();
    await expect(card.getByRole('link', { name: site.url })).toBeVisible();
    const plan = card.getByTestId('site-care-plan');
    await expect(plan.getByTestId('care-hours-left')).toHaveText('10 h restantes');

    // Checked now: up, with its response time. No PageSpeed key: the speed part says how.
    const uptime = card.getByTestId('site-care-uptime');
    await checkNow(admin, card);
    await expect(uptime.getByText('Operativo', { exact: true })).toBeVisible();
    await expect(uptime.getByText(/^HTTP 200 · \d+ ms$/)).toBeVisible();
    // The daily chart, drawn in the browser with the chart library's own chunk.
    await expect(uptime.locator('svg.recharts-surface')).toBeVisible();
    await expect(card.getByTestId('site-care-speed')).toContainText('PAGESPEED_API_KEY');
    await expect(card.getByTestId('site-care-certificate')).toContainText('no usa HTTPS');
    await checkA11y(admin, 'sitio operativo');

    // The site fails twice in a row: an open incident, the site down.
    site.state.failing = true;
    await checkNow(admin, card);
    await checkNow(admin, card);
    await expect(uptime.getByText('Caído', { exact: true })).toBeVisible();
    await expect(uptime.getByText(/^Caído desde el /)).toBeVisible();
    const incident = uptime.getByTestId('site-incident').first();
    await expect(incident.getByText('Abierta')).toBeVisible();
    await expect(incident).toContainText('HTTP 500');
    await checkA11y(admin, 'sitio caído');

    // It recovers: the incident closes.
    site.state.failing = false;
    await checkNow(admin, card);
    await expect(uptime.getByText('Operativo', { exact: true })).toBeVisible();
    await expect(incident.getByText('Resuelta')).toBeVisible();
    await expect(incident).toContainText(/Duró \d+ min/);

    // 2.5 hours against the plan; an entry logged by mistake is deleted after confirming.
    const logHours = async (hours: string, note: string) => {
      await plan.getByRole('button', { name: 'Registrar horas' }).click();
      const log = admin.getByRole('dialog', { name: 'Registrar horas' });
      await log.getByLabel('Horas', { exact: true }).fill(hours);
      await log.getByLabel('Qué se hizo').fill(note);
      if (hours === '2,5') await checkA11y(admin, 'registrar horas');
      await log.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(log).toBeHidden();
    };
    await logHours('2,5', 'Actualización de plugins y copia de seguridad');
    await logHours('1', 'Entrada duplicada');
    await expect(plan.getByTestId('care-hours-left')).toHaveText('6,5 h restantes');
    await plan.getByRole('button', { name: /^Eliminar 1 h del / }).click();
    const confirm = admin.getByRole('alertdialog', { name: '¿Eliminar estas horas?' });
    await expect(confirm).toContainText('«Entrada duplicada»');
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(plan.getByText('Entrada duplicada')).toHaveCount(0);
    await expect(plan.getByTestId('care-hours-left')).toHaveText('7,5 h restantes');
    await expect(plan.getByText('Actualización de plugins y copia de seguridad')).toBeVisible();

    // The client: the card with the hours left and the incident's history, nothing to change.
    await client.goto(projectPage);
    const clientCard = client.getByRole('region', { name: 'Cuidado del sitio' });
    await expect(clientCard.getByTestId('care-hours-left')).toHaveText('7,5 h restantes');
    await expect(clientCard.getByTestId('site-incident').first().getByText('Resuelta')).toBeVisible();
    await expect(clientCard.getByText('La medición de velocidad todavía no está activada.')).toBeVisible();
    await expect(clientCard.getByRole('button', { name: 'Configurar' })).toHaveCount(0);
    await expect(clientCard.getByRole('button', { name: 'Registrar horas' })).toHaveCount(0);
    await checkA11y(client, 'cuidado del sitio del cliente');

    // The monthly report's care section.
    await client.goto('/informes?period=monthly');
    const report = client.getByRole('region', { name: 'Cuidado del sitio' });
    const row = report.getByRole('row').filter({ hasText: project.name });
    await expect(row).toContainText('2,5 h / 10 h');
    await checkA11y(client, 'informe mensual con cuidado del sitio');

    // On a 390 px phone: the card and the report's cards, with no sideways scroll.
    const phone = await (await newContext(PHONE)).newPage();
    await signInByApi(phone, signedInUser);
    await phone.goto(projectPage);
    const phoneCard = phone.getByRole('region', { name: 'Cuidado del sitio' });
    await expect(phoneCard.getByTestId('care-hours-left')).toHaveText('7,5 h restantes');
    await expect(phoneCard.locator('svg.recharts-surface')).toBeVisible();
    await expectWithinScreen(phoneCard);
    await checkA11y(phone, 'cuidado del sitio en el móvil');
    await phone.goto('/informes?period=monthly');
    const cards = phone.getByTestId('report-care-cards');
    await expect(cards.getByRole('listitem').filter({ hasText: project.name })).toContainText('2,5 h / 10 h');
    await expectNoSidewaysScroll(phone);
    await checkA11y(phone, 'informe en el móvil');
  } finally {
    await site.close();
  }
});
