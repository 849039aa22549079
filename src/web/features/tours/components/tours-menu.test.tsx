// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/web/lib/test-providers';
import { ToursMenu } from './tours-menu';

function renderMenu() {
  const onStart = vi.fn();
  const onOpenHelp = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ToursMenu role="user" unfinished={2} onStart={onStart} onOpenHelp={onOpenHelp} />,
    },
  ]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { onStart, onOpenHelp };
}

describe('ToursMenu', () => {
  afterEach(cleanup);

  it('draws its button and badge, says the button opens a menu, and has no menu yet', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Tutoriales' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('2 tutoriales sin completar')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click, once its code has arrived, and its items work', async () => {
    const { onOpenHelp } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Tutoriales' }));
    const item = await screen.findByRole('menuitem', { name: 'Centro de ayuda' });
    // The menu is modal: what is outside it is hidden from assistive technology while it is open.
    const trigger = screen.getByRole('button', { name: 'Tutoriales', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Tour de bienvenida' })).toBeTruthy();
    fireEvent.click(item);
    expect(onOpenHelp).toHaveBeenCalledWith('search');
  });
});
