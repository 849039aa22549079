// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { buildSignoff } from '../lib/test-signoff';
import { DecideDialog } from './decide-dialog';

const SIGNOFF = buildSignoff({ can: { decide: true, withdraw: false }, milestone_amount: 1500 });
const COMMENT = '¿Qué hay que cambiar?';

describe('DecideDialog: the owner’s decision on a submitted phase', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asking for changes requires a comment, then sends it', async () => {
    const calls = stubApi(() => json(200, { ...SIGNOFF, status: 'changes_requested' }));
    const onOpenChange = vi.fn();
    render(
      <TestProviders>
        <DecideDialog signoff={SIGNOFF} decision="request_changes" onOpenChange={onOpenChange} />
      </TestProviders>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Solicitar cambios' }));
    });
    await waitFor(() => expect(errorUnder(COMMENT)).toBe('Explica qué hay que cambiar'));
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(COMMENT), { target: { value: '  El logo, más grande.  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Solicitar cambios' }));
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/signoffs/${SIGNOFF.id}/decision`,
        body: { decision: 'request_changes', comment: 'El logo, más grande.' },
      },
    ]);
  });

  it('accepting says what it means (receipt, invoice of the milestone) and a decision made meanwhile is said plainly', async () => {
    const calls = stubApi(() =>
      json(409, {
        error: { code: 'SIGNOFF_DECIDED', message: 'Esta aprobación ya se respondió.', details: null },
      }),
    );
    render(
      <TestProviders>
        <DecideDialog signoff={SIGNOFF} decision="accept" onOpenChange={() => undefined} />
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: '¿Aceptar la fase «UI Design»?' });
    expect(dialog.textContent).toMatch(/recibo en PDF/);
    expect(dialog.textContent).toMatch(/importe de hito de 1500,00\s€|importe de hito de 1\.500,00\s€/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aceptar fase' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Esta aprobación ya cambió');
    expect(alert.textContent).toContain('Esta aprobación ya se respondió.');
    // A blank comment is no comment.
    expect(calls.map((c) => c.body)).toEqual([{ decision: 'accept' }]);
  });
});
