// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
// `react-router`'s own provider: `react-router/dom` resolves to another copy of the package here.
import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouterOnLoadedRoutes } from './hydrating-router';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** A root layout with the app's scroll restoration and two lazy screens; `loaded` lists what loaded. */
function table(loaded: string[]): RouteObject[] {
  const screen = (name: string) => async () => {
    loaded.push(name);
    return { Component: () => <h1>{name}</h1> };
  };
  return [
    {
      id: 'root',
      Component: Layout,
      children: [
        { path: '/perfil', lazy: screen('Mi Perfil') },
        { path: '/soporte', lazy: screen('Soporte') },
      ],
    },
  ];
}

describe('the router for a page the server drew', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/perfil');
    sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts on the address’s modules, already initialised, and loads no other', async () => {
    const loaded: string[] = [];
    const router = await createRouterOnLoadedRoutes(table(loaded));
    expect(router.state.initialized).toBe(true);
    expect(loaded).toEqual(['Mi Perfil']);
  });

  it('leaves the scroll where the person took it while the page hydrated', async () => {
    const router = await createRouterOnLoadedRoutes(table([]));
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Mi Perfil' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('(a router that loads its first screen itself sends the person back to the top)', async () => {
    const router = createBrowserRouter(table([]));
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('still loads the next screen on the way and opens it at the top', async () => {
    const loaded: string[] = [];
    const router = await createRouterOnLoadedRoutes(table(loaded));
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/soporte'));
    expect(await screen.findByRole('heading', { name: 'Soporte' })).toBeTruthy();
    expect(loaded).toEqual(['Mi Perfil', 'Soporte']);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('gives a module that will not load to the router, which tries again and shows the error', async () => {
    const routes: RouteObject[] = [
      { path: '/perfil', lazy: () => Promise.reject(new Error('chunk')), errorElement: <p>Error</p> },
    ];
    const router = await createRouterOnLoadedRoutes(routes);
    await vi.waitFor(() => expect(router.state.errors).not.toBeNull());
  });
});
