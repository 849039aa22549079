// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/shared/schemas/profile';
import { AppearanceProvider } from '@/web/lib/appearance';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { TestProviders } from '@/web/lib/test-providers';
import { Component as PublicLayout } from '../layouts/public-layout';
import { Component as Home } from './home';

const ADMIN = { id: '0b9e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', role: 'admin', name: 'Ana' } as Profile;

/** The front page in its layout, with the session as the browser knows it (`null`: a visitor). */
function show(session: Profile | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter([
    { element: <PublicLayout />, children: [{ index: true, element: <Home /> }] },
  ]);
  render(
    <TestProviders>
      <QueryClientProvider client={client}>
        <AppearanceProvider>
          <RouterProvider router={router} />
        </AppearanceProvider>
      </QueryClientProvider>
    </TestProviders>,
  );
  return client;
}

describe('the front page: its calls to action follow the session', () => {
  afterEach(cleanup);

  it('offers a visitor to create an account or sign in, in the header, the hero and the closing call', () => {
    show(null);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/register');
    expect(within(header).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    const create = screen.getAllByRole('link', { name: /Crear mi cuenta/ });
    expect(create).toHaveLength(2);
    for (const link of create) expect(link.getAttribute('href')).toBe('/register');
    expect(screen.getAllByRole('link', { name: 'Acceder al portal' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Ir a mi panel/ })).toBeNull();
  });

  it('turns every call to action into the way to the panel when the session changes', async () => {
    const client = show(null);
    expect(screen.getAllByRole('link', { name: /Crear mi cuenta/ })).toHaveLength(2);
    act(() => client.setQueryData(SESSION_QUERY_KEY, ADMIN));
    const panel = await screen.findAllByRole('link', { name: /Ir a mi panel/ });
    expect(panel).toHaveLength(3);
    for (const link of panel) expect(link.getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: /Crear mi cuenta/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });
});
