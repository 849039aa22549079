// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/shared/schemas/payments';
import { errorUnder, json, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { PaymentFormDialog } from './payment-form-dialog';

const CLIENT = {
  id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  full_name: 'Lucía Pérez',
  email: 'lucia@cliente.test',
};
const PAYMENT: Payment = {
  id: '7d1f3c2a-5b4e-4f6a-8c9d-0e1f2a3b4c5d',
  number: 'FAC-2026-7',
  user_id: CLIENT.id,
  client_name: CLIENT.full_name,
  client_email: CLIENT.email,
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
  version: 1,
};

/** The API as the form sees it; the invoice calls answer with the server's field errors. */
function fakeApi(fieldError: { path: string; message: string }) {
  return stubApi(({ path }) => {
    if (path === '/api/users')
      return json(200, { users: [CLIENT], total: 1, page: 1, limit: 20, totalPages: 1 });
    if (path === '/api/projects')
      return json(200, { projects: [], total: 0, page: 1, limit: 100, totalPages: 0 });
    return validationError(fieldError);
  });
}

function renderDialog(payment?: Payment) {
  return render(
    <TestProviders>
      <PaymentFormDialog open onOpenChange={() => undefined} payment={payment ?? null} />
    </TestProviders>,
  );
}

describe('PaymentFormDialog: server errors land on their fields', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('recording an invoice: the concept the server refused shows its message under Concepto', async () => {
    const calls = fakeApi({ path: 'concept', message: 'Ese concepto ya está facturado este mes' });
    renderDialog();
    const client = screen.getByLabelText('Cliente');
    await waitFor(() => expect(client.textContent).toContain(CLIENT.email));
    fireEvent.change(client, { target: { value: CLIENT.id } });
    fireEvent.change(screen.getByLabelText('Concepto'), { target: { value: 'Diseño web' } });
    fireEvent.change(screen.getByLabelText('Importe'), { target: { value: '1234,50' } });
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento'), { target: { value: '2099-12-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Registrar factura' }));
    });

    await waitFor(() => expect(errorUnder('Concepto')).toBe('Ese concepto ya está facturado este mes'));
    expect(screen.getByLabelText('Concepto').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Concepto'));
    // Nothing typed was lost, and no general error repeats the field's message.
    expect((screen.getByLabelText('Importe') as HTMLInputElement).value).toBe('1234,50');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/payments',
      body: { user_id: CLIENT.id, concept: 'Diseño web', amount: 1234.5, due_date: '2099-12-01' },
    });
  });

  it('editing an invoice: a refused due date shows under Fecha de vencimiento', async () => {
    const calls = fakeApi({ path: 'due_date', message: 'La fecha de vencimiento no es válida' });
    renderDialog(PAYMENT);
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento'), { target: { value: '2026-12-20' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });

    await waitFor(() =>
      expect(errorUnder('Fecha de vencimiento')).toBe('La fecha de vencimiento no es válida'),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/payments/${PAYMENT.id}`,
      body: { due_date: '2026-12-20' },
    });
  });
});
