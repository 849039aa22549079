import { checkA11y, expect, test } from './support/fixtures';

test.describe('barras laterales por rol', () => {
  test('el administrador ve la barra de administración', async ({ page, signInAsOwner }) => {
    await signInAsOwner();
    await page.goto('/admin');
    const sidebar = page.getByTestId('sidebar-admin');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('owner@websy.test');
    await expect(sidebar.getByRole('heading', { name: 'Administración' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mi Perfil' })).toHaveCount(0);
    await expect(sidebar.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(page.getByTestId('sidebar-client')).toHaveCount(0);
    await checkA11y(page);
  });

  test('el cliente ve su barra con sus secciones', async ({ page, signedInUser }) => {
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar-client');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText(signedInUser.name);
    await expect(sidebar).toContainText(signedInUser.email);
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Configuración' })).toBeVisible();
    await expect(page.getByTestId('sidebar-admin')).toHaveCount(0);
    await checkA11y(page);

    await sidebar.getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await checkA11y(page);
  });
});

test('el menú de usuario de la cabecera se abre al primer clic, con el teclado y sin ratón', async ({
  page,
  signedInUser,
}) => {
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: 'Menú de usuario' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The menu's code loads on the first click: that click opens it, already focused.
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(signedInUser.email);
  await expect(menu.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await checkA11y(page, '/dashboard (menú de usuario abierto)');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // From then on the keyboard opens it too, and an item takes the user there.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Configuración' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(/\/configuracion$/);
});

test('una ruta desconocida muestra la página no encontrada', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await checkA11y(page);
});

test.describe('en el móvil', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('la barra lateral está oculta, el menú la abre como capa y Esc la cierra', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/dashboard');
    const visibleSidebar = page.getByTestId('sidebar-client').filter({ visible: true });
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    await expect(menu).toBeVisible();
    await expect(visibleSidebar).toHaveCount(0);
    await checkA11y(page, '/dashboard (móvil)');

    await menu.click();
    await expect(visibleSidebar).toHaveCount(1);
    await expect(visibleSidebar).toContainText(signedInUser.email);
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkA11y(page, '/dashboard (móvil, menú abierto)');

    await page.keyboard.press('Escape');
    await expect(visibleSidebar).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});
