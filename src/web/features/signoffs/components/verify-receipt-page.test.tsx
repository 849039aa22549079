// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { VerifyReceiptPage } from './verify-receipt-page';

const DIGEST = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

function renderPage(digest: string | null) {
  render(
    <TestProviders>
      <MemoryRouter>
        <VerifyReceiptPage digest={digest} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('VerifyReceiptPage: only the status of a digest, never its content', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a registered digest (pasted in capitals) is valid', async () => {
    const calls = stubApi(() => json(200, { status: 'valid' }));
    renderPage(DIGEST.toUpperCase());
    expect(await screen.findByText('Recibo válido: la aceptación está registrada')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([`/api/signoffs/verify/${DIGEST}`]);
  });

  it('an unknown digest says so', async () => {
    stubApi(() => json(200, { status: 'unknown' }));
    renderPage('f'.repeat(64));
    expect(await screen.findByText('No hay ninguna aceptación con este código')).toBeTruthy();
  });

  it('a code that is no digest is refused without asking the server', () => {
    const calls = stubApi(() => json(200, { status: 'valid' }));
    renderPage('no-es-un-codigo');
    expect(screen.getByText('Este código no es válido')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('with no code, only the form', () => {
    const calls = stubApi(() => json(200, { status: 'valid' }));
    renderPage(null);
    expect(screen.getByLabelText('Código de verificación')).toBeTruthy();
    expect(screen.queryByTestId('receipt-status')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('the form refuses a pasted code that is no digest, at the field, without asking the server', () => {
    const calls = stubApi(() => json(200, { status: 'valid' }));
    renderPage(null);
    const field = screen.getByLabelText('Código de verificación');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El código tiene 64 caracteres: números y letras de la a a la f')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([]);
  });
});
