import { randomUUID } from 'node:crypto';
import { checkA11y, expect, test } from './support/fixtures';
import { createProjectByApi } from './support/projects';

/**
 * The project page's tabs keep a panel once it has been opened (project-detail-tabs.tsx): a client
 * who starts a comment on a phase, looks at the activity and comes back finds the comment as they
 * left it, and only the chosen tab's panel is shown, to the eye and to a screen reader.
 */
test('un comentario a medio escribir sigue ahí al volver a la pestaña Fases', async ({
  page,
  signedInUser: _client,
  ownerApi,
  baseURL,
}) => {
  const name = `Web del taller de cerámica ${randomUUID().slice(0, 6)}`;
  const projectId = await createProjectByApi(page.request, baseURL!, name, 'Web con pedidos por encargo');
  const phase = await ownerApi.post(`/api/projects/${projectId}/phases`, { data: { name: 'Diseño' } });
  expect(phase.status(), await phase.text()).toBe(201);

  await page.goto(`/proyectos/detalle/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const phases = page.getByRole('tab', { name: /^Fases/ });
  await expect(phases).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Escribe un comentario sobre Diseño' }).click();
  const draft = page.getByLabel('Escribe un comentario sobre Diseño');
  await draft.fill('¿Podemos probar un marrón más cálido?');

  // The activity: its panel alone is shown; the phases' panel, comment and all, is out of sight.
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await expect(page.getByRole('tab', { name: 'Actividad' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Actividad' })).toBeVisible();
  await expect(draft).toBeHidden();
  await checkA11y(page, 'pestaña Actividad');

  // Back with the keyboard: the comment is still there, as typed.
  await page.getByRole('tab', { name: 'Actividad' }).focus();
  await page.keyboard.press('Home');
  await expect(phases).toHaveAttribute('aria-selected', 'true');
  await expect(draft).toBeVisible();
  await expect(draft).toHaveValue('¿Podemos probar un marrón más cálido?');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('list', { name: 'Comentarios de Diseño' })).toContainText(
    '¿Podemos probar un marrón más cálido?',
  );
});

test.describe('en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /**
   * A project without phases has its tabs at the foot of the page. Opening Tareas shows a skeleton
   * shorter than the panel it replaces until the tasks come: the page got shorter, the browser
   * pulled the scroll back, and the tabs moved under the finger that had just pressed one, then
   * back when the tasks came. The panel keeps the height of the one it replaced meanwhile.
   */
  test('las pestañas no se mueven bajo el dedo mientras llegan las tareas', async ({
    page,
    signedInUser: _client,
    baseURL,
  }) => {
    const name = `Tienda de bicicletas ${randomUUID().slice(0, 6)}`;
    const projectId = await createProjectByApi(page.request, baseURL!, name, 'Tienda online de bicicletas');
    // A slow network: the tasks take most of a second to come.
    await page.route(
      (url) => url.pathname === '/api/tasks',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      },
    );
    await page.goto(`/proyectos/detalle/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const tasks = page.getByRole('tab', { name: 'Tareas' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = (await tasks.boundingBox())!;

    // Where the tab is on every frame, from the tap until the tasks are in.
    await tasks.evaluate((tab) => {
      const w = window as unknown as { __tabTops: number[]; __tabTopsDone?: boolean };
      w.__tabTops = [];
      const frame = () => {
        w.__tabTops.push(Math.round(tab.getBoundingClientRect().top));
        if (!w.__tabTopsDone) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await tasks.tap();
    await expect(tasks).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Tareas' })).toContainText('Aún no hay tareas');
    const tops = await page.evaluate(() => {
      const w = window as unknown as { __tabTops: number[]; __tabTopsDone?: boolean };
      w.__tabTopsDone = true;
      return w.__tabTops;
    });
    expect(tops.length).toBeGreaterThan(10);
    expect([...new Set(tops)]).toEqual([Math.round(before.y)]);
    await checkA11y(page, 'pestaña Tareas en un teléfono');
  });
});
