import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';
import { createProjectByApi } from './support/projects';

/**
 * docs/product.md#projects-and-approvals journeys: a client creates a project (fixing a bad GitHub URL), the admin approves it
 * with a note, the client follows its progress; deletion rules; the admin's phases and tasks.
 */

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

/**
 * Ends a client's journey. The fixtures remove the test's users before the console check, and
 * removing a user deletes their projects: change events would make an open page refetch as a
 * user who no longer exists (401 in the console). Close it once everything has been checked.
 */
async function leave(page: Page) {
  await page.close();
}

async function decideByApi(
  api: APIRequestContext,
  baseURL: string,
  id: string,
  decision: 'approve' | 'reject',
) {
  const response = await api.post(`${baseURL}/api/projects/${id}/${decision}`, {
    data: {},
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function projectIdFrom(page: Page): string {
  const match = /\/proyectos\/detalle\/([0-9a-f-]{36})/.exec(page.url());
  if (!match) throw new Error(`not on a project page: ${page.url()}`);
  return match[1]!;
}

test('un cliente corrige la URL de GitHub, el admin aprueba con una nota y el cliente ve el avance', async ({
  page,
  signedInUser: _client,
  newContext,
}) => {
  // Two people, two browsers and a dozen screens: more than the default 45 s on a busy machine.
  test.slow();
  const name = unique('Tienda online de cerámica');

  // The client fills the form; a bad GitHub URL is refused with the spec's message.
  await page.goto('/proyectos/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo proyecto' })).toBeVisible();
  await page.getByLabel('Nombre del proyecto').fill(name);
  await page
    .getByLabel('Descripción')
    .fill('Tienda con catálogo, carrito y pagos para vender cerámica artesanal.');
  await expect(page.getByTestId('detected-type')).toContainText('Tienda online');
  const technologies = page.getByLabel('Tecnologías');
  await technologies.fill('React');
  await technologies.press('Enter');
  await expect(page.getByRole('button', { name: 'Quitar React' })).toBeVisible();
  const github = page.getByLabel('URL del repositorio de GitHub');
  await github.fill('http://github.com/agencia');
  await github.blur();
  await expect(page.getByText('La URL de GitHub no es válida')).toBeVisible();
  await expect(github).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, '/proyectos/nuevo (URL inválida)');

  await github.fill('https://github.com/agencia/tienda-ceramica');
  await expect(page.getByText('La URL de GitHub no es válida')).toBeHidden();
  await page.getByRole('button', { name: 'Crear proyecto' }).click();

  // Its page shows it pending.
  await expect(page).toHaveURL(/\/proyectos\/detalle\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('approval-notice')).toContainText('Pendiente de aprobación');
  await expect(page.getByRole('progressbar', { name: 'Progreso del proyecto' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await checkA11y(page, 'proyecto pendiente (cliente)');
  const projectId = projectIdFrom(page);

  // The admin approves it with a note from the approvals section.
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin#aprobar-proyectos');
  await expect(admin.getByRole('heading', { level: 1, name: 'Aprobar proyectos' })).toBeVisible();
  const request = admin.getByTestId('approval-request').filter({ hasText: name });
  await expect(request).toContainText('Lo pide');
  await checkA11y(admin, '/admin#aprobar-proyectos');
  await request.getByRole('button', { name: `Aprobar ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Aprobar el proyecto' });
  await expect(dialog.getByLabel('Notas para el cliente (opcional)')).toBeFocused();
  await dialog.getByLabel('Notas para el cliente (opcional)').fill('Empezamos el lunes con el diseño.');
  await checkA11y(admin, 'diálogo de aprobación');
  await dialog.getByRole('button', { name: 'Aprobar proyecto' }).click();
  await expect(dialog).toBeHidden();
  await expect(request).toHaveCount(0);

  // The client sees it approved, with the note.
  await page.reload();
  await expect(page.getByText('Aprobado', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('approval-notice')).toContainText(
    'Nota del equipo: Empezamos el lunes con el diseño.',
  );

  // The admin adds the standard phases and finishes the first one.
  await admin.goto(`/admin/fases-tareas?proyecto=${projectId}`);
  await admin.getByRole('button', { name: 'Fases estándar' }).click();
  await expect(admin.getByTestId('phase-row')).toHaveCount(6);
  await checkA11y(admin, '/admin/fases-tareas (fases estándar)');
  await admin.getByLabel('Estado de la fase «UI Design»').selectOption('completed');
  await expect(admin.getByRole('progressbar', { name: 'Progreso del proyecto' })).toHaveAttribute(
    'aria-valuenow',
    '17',
  );

  // The client's progress moves: 1 of 6 phases finished.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Progreso del proyecto' })).toHaveAttribute(
    'aria-valuenow',
    '17',
  );
  const stepper = page.getByRole('navigation', { name: 'Avance por fases' });
  await expect(stepper.getByRole('listitem').first()).toContainText('Terminada');
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Maquetado');
  await checkA11y(page, 'proyecto con progreso (cliente)');

  // And in its list of phases and tasks.
  await page.goto('/fases-tareas');
  const group = page.getByTestId('project-group').filter({ hasText: name });
  await expect(group).toContainText('1 de 6 fases terminadas');
  await checkA11y(page, '/fases-tareas');
  await leave(page);
});

test('un cliente no puede eliminar un proyecto aprobado pero sí uno rechazado', async ({
  page,
  baseURL,
  signedInUser: _client,
  ownerApi,
}) => {
  const approvedName = unique('Web corporativa');
  const rejectedName = unique('Blog de viajes');
  const approvedId = await createProjectByApi(page.request, baseURL!, approvedName);
  const rejectedId = await createProjectByApi(page.request, baseURL!, rejectedName);
  await decideByApi(ownerApi, baseURL!, approvedId, 'approve');
  await decideByApi(ownerApi, baseURL!, rejectedId, 'reject');

  // The list shows both with their approval.
  await page.goto('/proyectos');
  await expect(page.getByRole('link', { name: approvedName })).toBeVisible();
  await expect(page.getByRole('link', { name: rejectedName })).toBeVisible();
  await expect(page.getByText(/^1–2 de 2$/)).toBeVisible();
  await checkA11y(page, '/proyectos');

  // Approved: the dialog explains why not, and the server refuses with the same words.
  await page.getByRole('link', { name: approvedName }).click();
  await expect(page.getByRole('heading', { level: 1, name: approvedName })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'Eliminar el proyecto' });
  await expect(blocked.getByRole('alert')).toHaveText(
    'Solo puedes eliminar proyectos que han sido rechazados',
  );
  await expect(blocked.getByRole('button', { name: 'Eliminar definitivamente' })).toHaveCount(0);
  await checkA11y(page, 'eliminar proyecto aprobado');
  await blocked.getByRole('button', { name: 'Entendido' }).click();
  await expect(blocked).toBeHidden();
  const refused = await page.request.delete(`${baseURL}/api/projects/${approvedId}`, {
    headers: { Origin: baseURL! },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Solo puedes eliminar proyectos que han sido rechazados',
  );

  // Rejected: it can go.
  await page.goto(`/proyectos/detalle/${rejectedId}`);
  await expect(page.getByTestId('approval-notice')).toContainText('Proyecto rechazado');
  await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar el proyecto' });
  await expect(confirm).toContainText(`Se eliminará «${rejectedName}»`);
  await confirm.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/proyectos$/);
  await expect(page.getByRole('link', { name: approvedName })).toBeVisible();
  await expect(page.getByRole('link', { name: rejectedName })).toHaveCount(0);
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible();
  await checkA11y(page, '/proyectos (tras eliminar)');
  await leave(page);
});

test('el admin crea una fase y una tarea, y completa la tarea', async ({
  page,
  baseURL,
  signInAsOwner,
  ownerApi,
  consoleGuard,
}) => {
  test.slow(); // Phase, two tasks, dependencies and completion: a long journey.
  await signInAsOwner();
  const projectId = await createProjectByApi(page.request, baseURL!, unique('Portal de reservas'));
  try {
    await page.goto(`/admin/fases-tareas?proyecto=${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fases y Tareas' })).toBeVisible();
    await expect(page.getByText('Este proyecto aún no tiene fases')).toBeVisible();

    // A phase.
    await page.getByRole('button', { name: 'Nueva fase' }).click();
    const phaseDialog = page.getByRole('dialog', { name: 'Nueva fase' });
    await phaseDialog.getByLabel('Nombre').fill('Contenido');
    await phaseDialog.getByLabel('Fecha de inicio').fill('2026-12-10');
    await phaseDialog.getByLabel('Fecha de fin').fill('2026-12-01');
    await phaseDialog.getByRole('button', { name: 'Crear fase' }).click();
    await expect(phaseDialog.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeVisible();
    await phaseDialog.getByLabel('Fecha de fin').fill('2026-12-20');
    await phaseDialog.getByRole('button', { name: 'Crear fase' }).click();
    await expect(phaseDialog).toBeHidden();
    await expect(page.getByTestId('phase-row').filter({ hasText: 'Contenido' })).toBeVisible();

    // A task in it (priority medium by default).
    await page.getByRole('button', { name: 'Nueva tarea' }).first().click();
    const taskDialog = page.getByRole('dialog', { name: 'Nueva tarea' });
    await expect(taskDialog.getByLabel('Prioridad')).toHaveValue('medium');
    await taskDialog.getByLabel('Título').fill('Redactar textos');
    await taskDialog.getByLabel('Fase').selectOption({ label: 'Contenido' });
    await taskDialog.getByLabel('Fecha de entrega').fill('2026-12-15');
    await taskDialog.getByLabel('Horas estimadas').fill('6');
    await checkA11y(page, 'diálogo de nueva tarea');
    await taskDialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(taskDialog).toBeHidden();
    const task = page.getByTestId('task-row').filter({ hasText: 'Redactar textos' });
    await expect(task).toContainText('Media');
    await expect(task).toContainText('Contenido');

    // A comment on it.
    await task.getByRole('button', { name: 'Comentarios de «Redactar textos»' }).click();
    const talk = page.getByRole('dialog', { name: 'Comentarios de la tarea' });
    await expect(talk).toContainText('Aún no hay comentarios en esta tarea.');
    await talk.getByLabel('Añadir un comentario').fill('Pedir al cliente las fotos del taller.');
    await talk.getByRole('button', { name: 'Comentar' }).click();
    await expect(talk.getByRole('list', { name: 'Comentarios' })).toContainText(
      'Pedir al cliente las fotos del taller.',
    );
    await talk.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(talk).toBeHidden();

    // A second task depends on it; the reverse dependency would be a cycle.
    await page.getByRole('button', { name: 'Nueva tarea' }).first().click();
    await taskDialog.getByLabel('Título').fill('Revisar textos');
    await taskDialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(taskDialog).toBeHidden();
    await page.getByRole('button', { name: 'Acciones de «Revisar textos»' }).click();
    await page.getByRole('menuitem', { name: 'Dependencias' }).click();
    const deps = page.getByRole('dialog', { name: 'Dependencias' });
    await deps.getByLabel('Añadir una dependencia').selectOption({ label: 'Redactar textos' });
    await deps.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(deps.getByRole('list', { name: 'Tareas de las que depende' })).toContainText(
      'Redactar textos',
    );
    await deps.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(deps).toBeHidden();

    consoleGuard.allow(/status of 409 .*\/api\/tasks\/[0-9a-f-]+\/dependencies/);
    await page.getByRole('button', { name: 'Acciones de «Redactar textos»' }).click();
    await page.getByRole('menuitem', { name: 'Dependencias' }).click();
    await deps.getByLabel('Añadir una dependencia').selectOption({ label: 'Revisar textos' });
    await deps.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(deps.getByRole('alert')).toHaveText('Esa dependencia crearía un ciclo entre tareas');
    await checkA11y(page, 'dependencia en ciclo');
    await deps.getByRole('button', { name: 'Cerrar' }).first().click();

    // Complete the first task (100 % by default).
    await task.getByRole('button', { name: 'Completar «Redactar textos»' }).click();
    const complete = page.getByRole('dialog', { name: 'Completar la tarea' });
    await expect(complete.getByLabel('Porcentaje completado')).toHaveValue('100');
    await complete.getByRole('button', { name: 'Completar tarea' }).click();
    await expect(complete).toBeHidden();
    await expect(task).toContainText(/completada al 100/);
    await expect(task.getByRole('button', { name: 'Completar «Redactar textos»' })).toHaveCount(0);
    await expect(page.getByTestId('phase-row').filter({ hasText: 'Contenido' })).toContainText(
      '1 de 1 tareas completadas',
    );
    await checkA11y(page, '/admin/fases-tareas (tarea completada)');
  } finally {
    // Away from the project's screen first: its deletion would make that screen refetch it (404).
    await page.goto('/admin/proyectos');
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los proyectos' })).toBeVisible();
    await ownerApi.delete(`/api/projects/${projectId}`);
  }
});
