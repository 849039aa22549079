// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppearanceProvider } from '@/web/lib/appearance';
import { errorUnder, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { testProfile } from '@/web/lib/test-profile';
import { ProfileForm } from './profile-form';

const USER = testProfile({
  id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  email: 'marta@cliente.test',
  full_name: 'Marta Ruiz',
  name: 'Marta Ruiz',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

describe('ProfileForm: server errors land on their fields', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a name the server refused shows its message under Nombre completo, as typed', async () => {
    const calls = stubApi(() =>
      validationError({ path: 'full_name', message: 'El nombre no puede contener enlaces' }),
    );
    render(
      <TestProviders>
        <AppearanceProvider>
          <ProfileForm user={USER} />
        </AppearanceProvider>
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Marta www.ruiz.es' } });
    fireEvent.change(screen.getByLabelText('URL de la foto de perfil'), {
      target: { value: 'https://github.com/marta.png' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });

    await waitFor(() => expect(errorUnder('Nombre completo')).toBe('El nombre no puede contener enlaces'));
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre completo'));
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe('Marta www.ruiz.es');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/me',
        body: { full_name: 'Marta www.ruiz.es', avatar_url: 'https://github.com/marta.png' },
      },
    ]);
  });
});
