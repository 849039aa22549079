// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/shared/schemas/payments';
import { json, stubApi, type ApiCall } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { PaymentFormDialog } from './payment-form-dialog';

const PAYMENT: Payment = {
  id: '7d1f3c2a-5b4e-4f6a-8c9d-0e1f2a3b4c5d',
  number: 'FAC-2026-00007',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  client_name: 'Lucía Pérez',
  client_email: 'lucia@cliente.test',
  project_id: null,
  project_name: null,
  concept: 'Mantenimiento',
  amount: 300,
  currency: 'EUR',
  status: 'pending',
  overdue: false,
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  paid_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  version: 3,
};
/** What another admin saved meanwhile. */
const THEIRS = { ...PAYMENT, concept: 'Mantenimiento y hosting', version: 4 };

/** The API: the first PATCH loses to the other admin's save (409), the next one is applied. */
function fakeApi() {
  let patches = 0;
  return stubApi(({ method, path, body }: ApiCall) => {
    if (path === '/api/projects')
      return json(200, { projects: [], total: 0, page: 1, limit: 100, totalPages: 0 });
    if (method === 'PATCH') {
      patches += 1;
      if (patches === 1)
        return json(409, {
          error: {
            code: 'VERSION_CONFLICT',
            message: 'Otra persona ha cambiado este registro mientras lo editabas.',
            details: { current_version: 4, current: THEIRS },
          },
        });
      return json(200, { payment: { ...THEIRS, ...(body as object), version: 5 } });
    }
    return json(200, { payments: [], total: 0, page: 1, limit: 20, totalPages: 0 });
  });
}

describe('PaymentFormDialog: a save that lost to another admin’s', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the version it loaded, shows theirs against mine, and keeps mine with the new version', async () => {
    const calls = fakeApi();
    render(
      <TestProviders>
        <PaymentFormDialog open onOpenChange={() => undefined} payment={PAYMENT} />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Concepto'), { target: { value: 'Mantenimiento anual' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });

    const conflict = await screen.findByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      concept: 'Mantenimiento anual',
      version: 3,
    });

    fireEvent.click(within(conflict).getByRole('button', { name: 'Comparar' }));
    const comparison = await screen.findByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
    const row = within(comparison).getByRole('row', { name: /Concepto/ });
    expect(row.textContent).toContain('Mantenimiento y hosting');
    expect(row.textContent).toContain('Mantenimiento anual');
    // Only what differs is compared: the amount is the same on both sides.
    expect(within(comparison).queryByRole('row', { name: /Importe/ })).toBeNull();

    await act(async () => {
      fireEvent.click(within(comparison).getByRole('button', { name: 'Guardar los míos' }));
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toMatchObject({
      concept: 'Mantenimiento anual',
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps what was typed when a newer invoice arrives, says so, and reloads theirs on request', async () => {
    const calls = fakeApi();
    const view = (payment: Payment) => (
      <TestProviders>
        <PaymentFormDialog open onOpenChange={() => undefined} payment={payment} />
      </TestProviders>
    );
    const { rerender } = render(view(PAYMENT));
    fireEvent.change(screen.getByLabelText('Importe'), { target: { value: '350' } });

    // The list is read again with the other admin's save (the page passes the invoice as it is now).
    rerender(view(THEIRS));
    expect(screen.getByLabelText('Importe')).toHaveProperty('value', '350');
    expect(screen.getByLabelText('Concepto')).toHaveProperty('value', 'Mantenimiento');
    expect(screen.getByRole('status').textContent).toBe(
      'Otra persona ha cambiado este registro mientras lo editabas. Al guardar podrás comparar los cambios.',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
    // Only what the admin changed, on the version the form was opened with.
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ amount: 350, version: 3 });

    await act(async () => {
      fireEvent.click(within(conflict).getByRole('button', { name: 'Recargar' }));
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Concepto')).toHaveProperty('value', 'Mantenimiento y hosting'),
    );
    expect(screen.getByLabelText('Importe')).toHaveProperty('value', '300');
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.change(screen.getByLabelText('Importe'), { target: { value: '350' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toEqual({ amount: 350, version: 4 });
  });
});
