// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, json, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { NewTicketForm } from './new-ticket-form';

function renderForm() {
  return render(
    <TestProviders>
      <NewTicketForm email="lucia@cliente.test" />
    </TestProviders>,
  );
}

async function send(subject: string, message: string) {
  fireEvent.change(screen.getByLabelText('Asunto'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: message } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar ticket' }));
  });
}

describe('NewTicketForm: server errors land on their fields', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a subject the server refused shows its message under Asunto, nothing typed is lost', async () => {
    const calls = stubApi(() =>
      validationError({ path: 'asunto', message: 'Ya tienes un ticket abierto con ese asunto' }),
    );
    renderForm();
    await send(' El logo no se ve ', 'Al subirlo aparece un error.');

    await waitFor(() => expect(errorUnder('Asunto')).toBe('Ya tienes un ticket abierto con ese asunto'));
    expect(screen.getByLabelText('Asunto').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Asunto'));
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe(
      'Al subirlo aparece un error.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/tickets',
        body: {
          asunto: 'El logo no se ve',
          mensaje: 'Al subirlo aparece un error.',
          email: 'lucia@cliente.test',
          prioridad: 'media',
        },
      },
    ]);
  });

  it('a failure that is not about a field is the form’s one general message', async () => {
    stubApi(() => json(403, { error: { code: 'PERMISSION', message: 'Sin permiso' } }));
    renderForm();
    await send('Factura', 'No me llega.');

    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/permiso/i));
    expect(errorUnder('Asunto')).toBeNull();
  });
});
