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
