import { randomUUID } from 'node:crypto';
import { checkA11y, expect, OWNER, signInByApi, test } from './support/fixtures';

/**
 * Settings › "Acceso a la API" (decision 0055): a client creates a token that reads projects,
 * copies it once, an integration uses it (reads yes, writes no), and after the client revokes it
 * in the portal the token no longer opens anything.
 */
test('un cliente crea un token de lectura, lo usa desde otra herramienta y lo revoca', async ({
  page,
  context,
  playwright,
  baseURL,
  signedInUser: _,
}) => {
  const created = await page.request.post('/api/projects', {
    data: { name: 'Tienda de Lucía' },
    headers: { Origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });

  await page.goto('/configuracion#api');
  const section = page.getByRole('tabpanel', { name: 'Acceso a la API' });
  await expect(section.getByText('Aún no tienes tokens.', { exact: false })).toBeVisible();
  await checkA11y(page, '/configuracion#api (sin tokens)');

  await section.getByRole('button', { name: 'Crear token' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo token de API' });
  await form.getByRole('button', { name: 'Crear token' }).click();
  await expect(form.getByText('Ponle un nombre al token.')).toBeVisible();
  await expect(form.getByText('Elige al menos un permiso.')).toBeVisible();
  await form.getByLabel('Nombre').fill('Mi CRM');
  await form.getByRole('checkbox', { name: /Leer proyectos/ }).check();
  await expect(form.getByRole('checkbox', { name: /Gestionar webhooks/ })).toHaveCount(0);
  await form.getByLabel('Caducidad').selectOption('30');
  await checkA11y(page, 'nuevo token');
  await form.getByRole('button', { name: 'Crear token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copia tu token ahora' });
  await expect(shown.getByText('no volveremos a mostrarlo', { exact: false })).toBeVisible();
  const secret = await shown.getByLabel('Tu nuevo token «Mi CRM»').inputValue();
  expect(secret).toMatch(/^wsp_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Token copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await checkA11y(page, 'token recién creado');
  await shown.getByRole('button', { name: 'Ya lo he guardado' }).click();
  await expect(shown).toBeHidden();
  // Never shown again: the list has its first characters only.
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(section.getByText('Mi CRM').first()).toBeVisible();
  await expect(section.getByText('Nunca').first()).toBeVisible();

  // Another tool: no cookies, only the token.
  const tool = await playwright.request.newContext({ baseURL: baseURL! });
  const auth = { Authorization: `Bearer ${secret}` };
  const list = await tool.get('/api/projects', { headers: auth });
  expect(list.status()).toBe(200);
  const { projects } = (await list.json()) as { projects: Array<{ id: string }> };
  expect(projects.map((p) => p.id)).toEqual([projectId]);
  const write = await tool.post('/api/projects', { headers: auth, data: { name: 'Desde el CRM' } });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: { code: string } }).error.code).toBe('TOKEN_SCOPE');

  await page.reload();
  await expect(section.getByText('Nunca')).toHaveCount(0);
  await section.getByRole('button', { name: 'Revocar el token «Mi CRM»' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Revocar «Mi CRM»?' });
  await checkA11y(page, 'revocar token');
  await confirm.getByRole('button', { name: 'Revocar token' }).click();
  await expect(page.getByText('Token revocado')).toBeVisible();
  await expect(section.getByText('Revocado').first()).toBeVisible();
  const after = await tool.get('/api/projects', { headers: auth });
  expect(after.status()).toBe(401);
  await tool.dispose();
});

test('el admin ve los tokens de una persona desde Usuarios y revoca uno', async ({
  page,
  playwright,
  baseURL,
  createUser,
  newContext,
}) => {
  const client = await createUser({ name: `Con token ${randomUUID().slice(0, 4)}` });
  await signInByApi(page, client);
  const made = await page.request.post('/api/api-tokens', {
    data: { name: 'Zapier de la tienda', scopes: ['projects:read'], expires_in_days: 30 },
    headers: { Origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { secret } = (await made.json()) as { secret: string };

  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, OWNER);
  await admin.goto('/admin#usuarios');
  await admin.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(client.email);
  await admin
    .getByRole('button', { name: `Tokens de API de ${client.name}` })
    .first()
    .click();
  const dialog = admin.getByRole('dialog', { name: `Tokens de API de ${client.name}` });
  await expect(dialog.getByText('Zapier de la tienda').first()).toBeVisible();
  await checkA11y(admin, 'tokens de una persona');
  await dialog.getByRole('button', { name: 'Revocar el token «Zapier de la tienda»' }).first().click();
  await admin
    .getByRole('alertdialog', { name: '¿Revocar «Zapier de la tienda»?' })
    .getByRole('button', { name: 'Revocar token' })
    .click();
  await expect(admin.getByText('Token revocado')).toBeVisible();
  await adminContext.close();

  // The person's integration is shut out at once.
  const tool = await playwright.request.newContext({ baseURL: baseURL! });
  const after = await tool.get('/api/projects', { headers: { Authorization: `Bearer ${secret}` } });
  expect(after.status()).toBe(401);
  await tool.dispose();
});

test.describe('en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('la sección de acceso a la API cabe sin desplazarse de lado', async ({
    page,
    baseURL,
    signedInUser: _,
  }) => {
    const res = await page.request.post('/api/api-tokens', {
      data: {
        name: 'Zapier de la tienda',
        scopes: ['projects:read', 'tasks:read', 'files:read'],
        expires_in_days: 90,
      },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(201);
    await page.goto('/configuracion#api');
    const section = page.getByRole('tabpanel', { name: 'Acceso a la API' });
    const list = section.getByRole('list', { name: 'Tus tokens de API' });
    await expect(list.getByText('Zapier de la tienda')).toBeVisible();
    await expect(list.getByText('Nunca')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Revocar el token «Zapier de la tienda»' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page, '/configuracion#api (teléfono)');
  });
});
