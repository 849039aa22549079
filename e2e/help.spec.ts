import { checkA11y, expect, test } from './support/fixtures';

const BILLING = 'Facturación y facturas';

test('un cliente abre la ayuda con ?, encuentra un artículo con una errata y sin tilde, lo vota y lo guarda', async ({
  page,
  signedInUser: _client,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
  await expect(dialog.getByRole('heading', { name: 'Primeros pasos en el portal' })).toBeVisible();
  await checkA11y(page, 'centro de ayuda');

  const search = dialog.getByRole('searchbox', { name: 'Buscar en la ayuda' });
  await search.fill('zzqxwv');
  await expect(dialog.getByText('No se encontraron artículos')).toBeVisible();
  // A letter missing and the accent left out: still the billing article, its words marked.
  await search.fill('factuacion');
  const card = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BILLING }) });
  await expect(card.locator('mark').first()).toHaveText('Facturación');
  // Every reader's views and votes (the demo's too): this visit and this vote add one each.
  // Each figure is read from its own line: the card's text runs the date's year into the views.
  const figure = async (item: typeof card, label: RegExp) =>
    Number.parseInt((await item.getByText(label).textContent())!, 10);
  const figures = async (item: typeof card) => ({
    views: await figure(item, /^\d+ vistas?$/),
    helpful: await figure(item, /^\d+ útil/),
  });
  const before = await figures(card);
  await card.getByRole('button', { name: BILLING, exact: true }).click();

  await expect(dialog.getByRole('heading', { level: 2, name: BILLING })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(dialog.getByText('Gracias por tu opinión.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Guardado', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByRole('navigation', { name: 'Artículos relacionados' })).toBeVisible();
  await checkA11y(page, 'artículo de la ayuda');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // After a reload, from the header's button: the bookmark, the view and the vote are kept.
  await page.reload();
  await page.getByRole('button', { name: 'Centro de ayuda' }).click();
  await dialog.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('facturacion');
  const kept = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BILLING }) });
  await expect(kept.getByRole('button', { name: `Guardar «${BILLING}»` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => figures(kept)).toEqual({ views: before.views + 1, helpful: before.helpful + 1 });
});

test('la tecla ? no abre la ayuda mientras se escribe en un campo', async ({
  page,
  signedInUser: _client,
}) => {
  await page.goto('/soporte');
  const subject = page.getByRole('textbox', { name: 'Asunto' });
  await subject.fill('');
  await subject.press('?');
  await expect(subject).toHaveValue('?');
  await expect(page.getByRole('dialog', { name: 'Centro de ayuda' })).toHaveCount(0);
});

test.describe('en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('la ayuda ocupa toda la pantalla y se cierra con su botón', async ({
    page,
    signedInUser: _client,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Centro de ayuda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Centro de ayuda' });
    await expect(dialog.getByRole('heading', { name: 'Primeros pasos en el portal' })).toBeVisible();
    await expect.poll(() => dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390 });
    await checkA11y(page, 'centro de ayuda en el teléfono');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
