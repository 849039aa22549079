import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';
import { createProjectByApi } from './support/projects';

/** Decision 0010 journeys: the agency's team and workload, the workspace, the custom dashboard. */

interface TeamMember {
  full_name: string;
  email: string;
  skills: string[];
  open_tasks: number;
  overdue_tasks: number;
  completed_tasks: number;
}

/** The page fits the viewport: nothing sticks out sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('el admin ve al equipo con su carga de trabajo y lo filtra por habilidad', async ({ page, baseURL }) => {
  await signInByApi(page, OWNER);
  const response = await page.request.get(`${baseURL}/api/team`);
  expect(response.status()).toBe(200);
  const fromApi = (await response.json()) as { members: TeamMember[] };
  expect(fromApi.members.find((m) => m.email === 'marta@websy.demo')?.skills).toContain('Figma');

  // The admin console's section. Its figures are compared with the answer the page itself got,
  // so a task changed meanwhile by another journey cannot make them differ.
  const shown = page.waitForResponse((r) => r.url().endsWith('/api/team') && r.request().method() === 'GET');
  await page.goto('/admin#equipo');
  const { members } = (await (await shown).json()) as { members: TeamMember[] };
  const marta = members.find((m) => m.email === 'marta@websy.demo');
  expect(marta, 'Marta is in the demo team').toBeDefined();
  const openTotal = members.reduce((sum, m) => sum + m.open_tasks, 0);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  const martaCard = page.getByRole('article', { name: 'Marta Ruiz' });
  await expect(martaCard.getByRole('list', { name: 'Habilidades' })).toContainText('Figma');
  await expect(martaCard.getByText('marta@websy.demo')).toBeVisible();
  await expect(martaCard.getByTestId('open-tasks')).toHaveText(String(marta!.open_tasks));
  await expect(martaCard.getByTestId('overdue-tasks')).toHaveText(String(marta!.overdue_tasks));
  await expect(martaCard.getByTestId('completed-tasks')).toHaveText(String(marta!.completed_tasks));
  await expect(martaCard.getByRole('meter', { name: 'Carga de Marta Ruiz' })).toBeVisible();
  await expect(page.getByTestId('team-summary')).toContainText(`${members.length} personas`);
  await expect(page.getByTestId('team-summary')).toContainText(
    `${openTotal} tarea${openTotal === 1 ? '' : 's'} abierta`,
  );
  await checkA11y(page, '/admin#equipo');

  // Its own page: search by skill, sort by name.
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  const people = page.getByRole('list', { name: 'Personas del equipo' }).getByRole('article');
  await expect(people).toHaveCount(members.length);
  await page.getByRole('searchbox', { name: 'Buscar por nombre o habilidad' }).fill('figma');
  await expect(people).toHaveCount(
    members.filter((m) => m.skills.some((s) => s.toLowerCase().includes('figma'))).length,
  );
  await expect(page.getByRole('article', { name: 'Marta Ruiz' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Javier Soto' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar por nombre o habilidad' }).fill('Cobol');
  await expect(page.getByText('Nadie coincide con «Cobol».')).toBeVisible();
  await checkA11y(page, '/team (sin resultados)');
  await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
  await page.getByLabel('Ordenar por').selectOption('name');
  const names = [...members]
    .map((m) => m.full_name)
    .sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
  await expect(
    page.getByRole('list', { name: 'Personas del equipo' }).getByRole('heading', { level: 2 }),
  ).toHaveText(names);
  await checkA11y(page, '/team');
  // A client opening /team (sent to their dashboard, the API refusing them) is a step of the
  // admin-routes walk (e2e/admin-routes.spec.ts).
});

test('un cliente ve su proyecto aprobado y su actividad en el espacio de trabajo, también en el móvil', async ({
  page,
  signedInUser: _client,
  ownerApi,
  baseURL,
}) => {
  const name = `Web de la panadería ${randomUUID().slice(0, 6)}`;
  const projectId = await createProjectByApi(
    page.request,
    baseURL!,
    name,
    'Web con carta, reservas y horarios para una panadería de barrio.',
  );
  const approval = await ownerApi.post(`${baseURL}/api/projects/${projectId}/approve`, {
    data: {},
    headers: { Origin: baseURL! },
  });
  expect(approval.status(), await approval.text()).toBe(200);

  await page.goto('/workspace');
  await expect(page.getByRole('heading', { level: 1, name: 'Espacio de trabajo' })).toBeVisible();
  const projects = page.getByRole('region', { name: 'Proyectos activos' });
  await expect(projects.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/proyectos/detalle/${projectId}`,
  );
  await expect(projects.getByRole('progressbar', { name: `Progreso de ${name}` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(
    page
      .getByRole('region', { name: 'Vence esta semana' })
      .getByText('Nada vence esta semana. ¡Todo al día!'),
  ).toBeVisible();
  const activity = page.getByRole('region', { name: 'Actividad reciente' });
  await expect(activity.getByText('Proyecto aprobado')).toBeVisible();
  await expect(activity.getByRole('link', { name }).first()).toBeVisible();
  await checkA11y(page, '/workspace');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(projects.getByRole('link', { name })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await checkA11y(page, '/workspace (375 px)');

  await projects.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/proyectos/detalle/${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('un cliente oculta un widget, lo reordena con el teclado y el orden se guarda', async ({
  page,
  signedInUser: _client,
  baseURL,
}) => {
  await page.goto('/dashboard-custom');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard personalizado' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Tu dashboard' });
  const widgetTitles = preview.getByRole('heading', { level: 3 });
  await expect(widgetTitles).toHaveText(['Proyectos', 'Estadísticas', 'Equipo', 'Ayuda']);
  // Live data: the agency's team with skills, the help links and the support e-mail.
  await expect(preview.getByRole('list', { name: 'Habilidades de Marta Ruiz' })).toContainText('Figma');
  await expect(preview.getByRole('link', { name: /Soporte/ })).toHaveAttribute('href', '/soporte');
  await expect(preview.getByRole('link', { name: /Escríbenos/ })).toHaveAttribute('href', /^mailto:/);
  await checkA11y(page, '/dashboard-custom');

  // Hide the stats.
  await page.getByRole('switch', { name: 'Mostrar Estadísticas' }).click();
  await expect(page.getByText('Dashboard guardado')).toBeVisible();
  await expect(widgetTitles).toHaveText(['Proyectos', 'Equipo', 'Ayuda']);
  await expect(page.getByRole('switch', { name: 'Mostrar Estadísticas' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Mostrar Estadísticas' })).toBeFocused();

  // Move "help" first with the keyboard (dnd-kit's keyboard sensor).
  let saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/preferences/import') && r.request().method() === 'POST',
  );
  // Each key waits for dnd-kit's announcement, so a busy machine cannot outrun the drag.
  // (The live region keeps only the latest: picking up is followed at once by "over".)
  const announced = (text: string | RegExp) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Reordenar Ayuda' }).focus();
  await page.keyboard.press('Space');
  await announced(/^(Has cogido Ayuda\. Está en la posición 3 de 3|Ayuda pasa a la posición 3 de 3)\.$/);
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer set as the drag starts,
  // and the browser may run a key press before that timer: an arrow within the same instant as
  // the pick-up is ignored (no person is that quick; a busy machine made this journey that
  // quick). A timer set now runs after dnd-kit's: once it has, the arrows are heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await announced('Ayuda pasa a la posición 2 de 3.');
  await page.keyboard.press('ArrowUp');
  await announced('Ayuda pasa a la posición 1 de 3.');
  await page.keyboard.press('Space');
  await announced('Has soltado Ayuda en la posición 1 de 3.');
  await expect(widgetTitles).toHaveText(['Ayuda', 'Proyectos', 'Equipo']);
  expect((await saved).status()).toBe(200);

  // And "projects" last with its button; focus stays on a usable move button.
  saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/preferences/import') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Bajar Proyectos' }).click();
  await expect(widgetTitles).toHaveText(['Ayuda', 'Equipo', 'Proyectos']);
  await expect(page.getByRole('button', { name: 'Subir Proyectos' })).toBeFocused();
  expect((await saved).status()).toBe(200);
  await checkA11y(page, '/dashboard-custom (personalizado)');

  // It survives a reload, and is stored as the spec's keys.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard personalizado' })).toBeVisible();
  await expect(widgetTitles).toHaveText(['Ayuda', 'Equipo', 'Proyectos']);
  await expect(page.getByRole('switch', { name: 'Mostrar Estadísticas' })).not.toBeChecked();
  const stored = await page.request.get(`${baseURL}/api/preferences?preference_type=dashboard_widgets`);
  const { items } = (await stored.json()) as {
    items: Array<{ preference_key: string; preference_value: unknown }>;
  };
  expect(items.find((i) => i.preference_key === 'widgets')?.preference_value).toEqual([
    'help',
    'team',
    'projects',
  ]);

  // Mobile: the editor's rows wrap, nothing overflows.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalOverflow(page);
  await checkA11y(page, '/dashboard-custom (375 px)');

  // Back to the default.
  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page.getByText('Dashboard restablecido')).toBeVisible();
  await expect(widgetTitles).toHaveText(['Proyectos', 'Estadísticas', 'Equipo', 'Ayuda']);
});
