import type { Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

// The first journey invites Lucía: run alone, its notifications never toast over the second's axe checks.
test.describe.configure({ mode: 'serial' });

/** The demo client (npm run demo's agency): invited to the demo's calls. */
const LUCIA = { email: 'lucia@cliente.demo', password: 'demo-websy-2026' };
const ZONE = 'Europe/Madrid';

const toastLayer = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

/** 'YYYY-MM-DD' of an instant on Madrid's clock (the journeys' time zone). */
function madridDay(instant: Date | string | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(new Date(instant));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Decision 0029: an admin books a call with the demo client, who sees it in their calendar and accepts;
 * the admin moves it (edit dialog) and deletes it; the subscription link answers iCalendar.
 */
test('un administrador crea, mueve y elimina un evento; la clienta lo ve y lo acepta', async ({
  page,
  newContext,
}) => {
  test.slow();
  const day = madridDay(Date.now() + 3 * 86_400_000);
  const summary = `Llamada de seguimiento ${Date.now().toString(36)}`;
  await signInByApi(page, OWNER);
  await page.goto(`/calendario?view=month&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mes', exact: true, pressed: true })).toBeVisible();
  await checkA11y(page, 'calendar month (admin, light)');

  await page.getByRole('button', { name: 'Nuevo evento' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo evento' });
  await form.getByLabel('Título').fill(summary);
  await expect(form.getByLabel('Fecha')).toHaveValue(day);
  await form.getByLabel('Empieza').fill('10:00');
  await form.getByLabel('Termina').fill('11:00');
  await form.getByLabel('Enlace de la reunión').fill('https://meet.websy.demo/seguimiento');
  await form.getByLabel('Asistentes').fill(LUCIA.email);
  await form.getByLabel('Asistentes').press('Enter');
  await expect(form.getByRole('list', { name: 'Personas invitadas' })).toContainText(LUCIA.email);
  await checkA11y(page, 'calendar event dialog');
  await form.getByRole('button', { name: 'Crear evento' }).click();
  await expect(toastLayer(page).getByText('Evento creado')).toBeVisible();
  const adminEvent = page.getByRole('button', { name: `10:00–11:00, ${summary}` });
  await expect(adminEvent).toBeVisible();

  // The client, in her own browser, finds it in her agenda and accepts.
  const client = await (await newContext()).newPage();
  await signInByApi(client, LUCIA);
  await client.goto(`/calendario?view=agenda&date=${day}`);
  await client.getByRole('button', { name: `10:00–11:00, ${summary}` }).click();
  const details = client.getByRole('dialog', { name: summary });
  await expect(details.getByRole('link', { name: /Unirse a la reunión/ })).toBeVisible();
  await details.getByRole('button', { name: 'Aceptar' }).click();
  await expect(toastLayer(client).getByText('Has aceptado el evento')).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: LUCIA.email })).toContainText('Acepta');
  await expect(details.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await checkA11y(client, 'calendar event details (client)');

  // The admin sees the answer, then moves the call to 12:00 in the edit dialog.
  await page.reload();
  await page.getByRole('button', { name: `10:00–11:00, ${summary}` }).click();
  const adminDetails = page.getByRole('dialog', { name: summary });
  await expect(adminDetails.getByRole('listitem').filter({ hasText: LUCIA.email })).toContainText('Acepta');
  await adminDetails.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar evento' });
  // The dialog fills itself with the event first; typing before that would be overwritten.
  await expect(edit.getByLabel('Empieza')).toHaveValue('10:00');
  await edit.getByLabel('Empieza').fill('12:00');
  await edit.getByLabel('Termina').fill('13:00');
  await expect(edit.getByLabel('Empieza')).toHaveValue('12:00');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastLayer(page).getByText('Evento actualizado')).toBeVisible();
  const moved = page.getByRole('button', { name: `12:00–13:00, ${summary}` });
  await expect(moved).toBeVisible();

  // The week view places it on its day, where the organiser drags it to 15:00 (optimistic, then saved).
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const column = page.getByTestId(`week-column-${day}`);
  // Tall enough that neither end of the drag needs a scroll (a scroll mid-drag turns it into a click).
  await page.setViewportSize({ width: 1280, height: 1100 });
  const source = column.getByRole('button', { name: `12:00–13:00, ${summary}` });
  await source.dragTo(column, { targetPosition: { x: 10, y: 48 * 15 + 6 } });
  await expect(column.getByRole('button', { name: `15:00–16:00, ${summary}` })).toBeVisible();
  await page.reload();
  await expect(column.getByRole('button', { name: `15:00–16:00, ${summary}` })).toBeVisible();
  await checkA11y(page, 'calendar week (admin, light)');

  // Then it is deleted, after a confirmation naming it.
  await column.getByRole('button', { name: `15:00–16:00, ${summary}` }).click();
  await page
    .getByRole('dialog', { name: summary })
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar el evento?' });
  await expect(confirm).toContainText(summary);
  await confirm.getByRole('button', { name: 'Eliminar evento' }).click();
  await expect(toastLayer(page).getByText('Evento eliminado')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(summary) })).toHaveCount(0);

  // Subscribe: the secret address answers iCalendar; revoked, it answers 404.
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  const feed = page.getByRole('dialog', { name: 'Suscribirse al calendario' });
  await feed.getByRole('button', { name: 'Crear enlace' }).click();
  const url = await feed.getByLabel('Tu enlace privado').inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[\w-]+\.ics$/);
  await expect(feed).toContainText('Este enlace es secreto');
  await checkA11y(page, 'calendar subscribe dialog');
  const path = new URL(url).pathname;
  const ics = await page.request.get(path);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  await feed.getByRole('button', { name: 'Revocar enlace' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Revocar el enlace?' })
    .getByRole('button', { name: 'Revocar enlace' })
    .click();
  await expect(toastLayer(page).getByText('Enlace revocado')).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

/** The demo's calls show in the client's calendar: on a phone as an agenda, and in the dark theme. */
test('la clienta ve las llamadas de la demo en el móvil (agenda) y en tema oscuro', async ({
  newContext,
}) => {
  test.slow();
  const context = await newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signInByApi(page, LUCIA);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const res = await page.request.get(`/api/calendar/events?from=${from}&to=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  const { events } = (await res.json()) as { events: { summary: string; start_at: string }[] };
  const sprint = events.find((e) => e.summary.startsWith('Revisión de sprint'));
  expect(sprint, 'the demo’s sprint review').toBeDefined();

  await page.goto(`/calendario?date=${madridDay(sprint!.start_at)}`);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: 'Agenda', exact: true, pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(sprint!.summary) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'calendar agenda (phone, dark)');

  await page.getByRole('button', { name: 'Mes', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(sprint!.summary) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkA11y(page, 'calendar month (phone, dark)');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.getByRole('button', { name: new RegExp(sprint!.summary) })).toBeVisible();
  await checkA11y(page, 'calendar week (desktop, dark)');
});
