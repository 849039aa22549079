import { describe, expect, it } from 'vitest';
import { panelHrefOf, paths, safeReturnPath } from './paths';

describe('return paths after sign-in', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnPath('/perfil')).toBe('/perfil');
    expect(safeReturnPath('/configuracion#seguridad')).toBe('/configuracion#seguridad');
  });

  it('refuses other sites and auth pages', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'perfil',
      '/login',
      '/auth/callback',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('builds /login?redirect=<wanted path>', () => {
    expect(paths.auth.login.getHref('/perfil')).toBe('/login?redirect=%2Fperfil');
    expect(paths.auth.login.getHref()).toBe('/login');
  });
});

describe('the panel of a signed-in person', () => {
  it("is the agency's console for an admin and the dashboard for a client", () => {
    expect(panelHrefOf('admin')).toBe('/admin');
    expect(panelHrefOf('user')).toBe('/dashboard');
  });
});
