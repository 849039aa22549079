// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, json, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { InviteCard } from './invite-card';

describe('InviteCard: server errors land on their fields', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('an address the server refused shows its message under Correo electrónico, as typed', async () => {
    const calls = stubApi(({ method }) =>
      method === 'GET'
        ? json(200, { invitations: [] })
        : validationError({ path: 'email', message: 'Ya existe una cuenta con ese correo' }),
    );
    render(
      <TestProviders>
        <InviteCard />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'Ana@Agencia.test' } });
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'admin' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    });

    await waitFor(() => expect(errorUnder('Correo electrónico')).toBe('Ya existe una cuenta con ese correo'));
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('Ana@Agencia.test');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/invitations', body: { email: 'ana@agencia.test', role: 'admin' } },
    ]);
  });
});
