import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/shared/paths';
import { addressOf, renderFirstScreens, withFirstScreen } from './prerender';
import { routeBudgets } from './route-table';

const root = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC = ['/', '/login', '/register', '/politica-privacidad', '/terminos-condiciones'];
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('prerendered first screens', () => {
  let screens: Map<string, string>;
  let all: Awaited<ReturnType<typeof renderFirstScreens>>;
  // The build's own loader: the app's modules through Vite, in Node, with React DOM's renderer.
  beforeAll(async () => {
    all = await renderFirstScreens(root, routeBudgets);
    screens = new Map([...all].map(([path, languages]) => [path, languages.es]));
  }, 180_000);

  it('paints every first screen in English and Portuguese too', () => {
    const home = all.get(paths.home.path)!;
    expect(text(home.en)).toContain('Your website, phase by phase');
    expect(text(home.pt)).not.toContain('Tu web, fase a fase');
    expect(text(home.pt)).not.toBe(text(home.en));
    expect(all.get(paths.auth.login.path)!.en).toMatch(/<label[^>]*>Email<\/label>/);
    expect(all.get(paths.app.dashboard.path)!.en).not.toContain('Verificando autenticación');
  });

  it('paints the home page with the hero in Spanish and the way in for a signed-out visitor', () => {
    const home = screens.get(paths.home.path)!;
    expect(text(home)).toContain('Tu web, fase a fase, sin perseguir a nadie por correo');
    expect(text(home)).toContain('Iniciar sesión');
    expect(home).not.toContain('Verificando autenticación');
  });

  it('paints the sign-in form with its labels', () => {
    const login = screens.get(paths.auth.login.path)!;
    expect(login).toMatch(/<label[^>]*>Correo electrónico<\/label>/);
    expect(login).toMatch(/<label[^>]*>Contraseña<\/label>/);
    expect(login).toMatch(/<button[^>]*type="submit"[^>]*>.*Iniciar sesión/);
  });

  it('paints every public and sign-in screen, each inside its layout with the main landmark', () => {
    for (const path of [...PUBLIC, paths.auth.resetPassword.path]) {
      const screen = screens.get(path);
      expect(screen, path).toContain('id="main-content"');
      expect(text(screen!).length, path).toBeGreaterThan(200);
    }
    expect(text(screens.get(paths.legal.privacy.path)!)).toContain('Política de privacidad');
    expect(text(screens.get(paths.auth.register.path)!)).toContain('Crear cuenta');
  });

  it('paints the signed-in frame, checking the session, for every route of the app layout', () => {
    const appRoutes = routeBudgets.filter((route) =>
      route.modules.includes('src/web/app/layouts/app-layout.tsx'),
    );
    expect(appRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([paths.app.dashboard.path, paths.admin.dashboard.path]),
    );
    for (const route of appRoutes) {
      const frame = screens.get(route.path)!;
      expect(frame, route.path).toContain('Verificando autenticación...');
      expect(frame, route.path).toContain('aria-label="Menú lateral"');
      expect(frame, route.path).toMatch(/<header[^>]*h-16/);
      expect(frame, route.path).toContain('id="main-content"');
    }
  });

  it('leaves alone the screens that depend on what the link carries', () => {
    expect(screens.has(paths.auth.callback.path)).toBe(false);
    expect(screens.has(paths.auth.invite.path)).toBe(false);
  });
});

describe('the page around a first screen', () => {
  it('puts the markup inside the empty root, exactly as the app renders it, and says its language', () => {
    const page = '<html lang="es"><body><div id="root"></div><script src="/x.js"></script></body></html>';
    expect(withFirstScreen(page, '<p>$& hello</p>', 'en')).toBe(
      '<html lang="en" data-prerender-lang="en"><body><div id="root"><p>$& hello</p></div><script src="/x.js"></script></body></html>',
    );
    expect(() => withFirstScreen('<html lang="es"><body></body></html>', '<p></p>', 'es')).toThrow(
      /no <div id="root">/,
    );
  });

  it('renders a route with parameters at an address it matches', () => {
    expect(addressOf('/proyectos/detalle/:projectId')).toBe('/proyectos/detalle/_');
    expect(addressOf('/dashboard')).toBe('/dashboard');
  });
});
