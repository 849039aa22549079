// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Signoff } from '@/shared/schemas/signoffs';
import { TestProviders } from '@/web/lib/test-providers';
import { buildSignoff } from '../lib/test-signoff';
import { SignoffCard } from './signoff-card';

const DIGEST = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

function renderCard(current: Signoff, earlier: Signoff[] = [], withSubmit = false) {
  const actions = { onDecide: vi.fn(), onWithdraw: vi.fn(), onSubmit: vi.fn() };
  render(
    <TestProviders>
      <MemoryRouter>
        <SignoffCard
          group={{ phase: { id: current.phase_id, name: 'UI Design' }, current, earlier }}
          onDecide={actions.onDecide}
          onWithdraw={actions.onWithdraw}
          {...(withSubmit && { onSubmit: actions.onSubmit })}
        />
      </MemoryRouter>
    </TestProviders>,
  );
  return { card: screen.getByRole('article', { name: 'UI Design' }), actions };
}

describe('SignoffCard: what each person may do is what the server’s `can` says', () => {
  afterEach(cleanup);

  it('the owner accepts or asks for changes, and sees the milestone and the evidence', () => {
    const signoff = buildSignoff({
      can: { decide: true, withdraw: false },
      milestone_amount: 1500,
      links: [{ label: 'Prototipo', url: 'https://www.figma.com/proto/ejemplo' }],
      files: [{ id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f', name: 'diseño-v2.pdf' }],
    });
    const { card, actions } = renderCard(signoff);
    expect(within(card).getByText('Esperando aprobación')).toBeTruthy();
    expect(within(card).getByText(/1500,00\s€|1\.500,00\s€/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Prototipo/ })
        .getAttribute('href'),
    ).toBe('https://www.figma.com/proto/ejemplo');
    expect(within(card).getByRole('link', { name: 'diseño-v2.pdf' }).getAttribute('href')).toBe(
      '/api/files/6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f/download',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Aceptar fase' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Solicitar cambios' }));
    expect(actions.onDecide.mock.calls.map(([, decision]) => decision)).toEqual([
      'accept',
      'request_changes',
    ]);
    expect(within(card).queryByRole('button', { name: 'Retirar' })).toBeNull();
    expect(within(card).queryByText(/Solo el propietario/)).toBeNull();
  });

  it('a collaborator reads it without buttons and is told only the owner signs', () => {
    const { card } = renderCard(buildSignoff());
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(card).getByText(/Solo el propietario del proyecto puede aceptar la fase/)).toBeTruthy();
  });

  it('the agency withdraws it while it waits, and sends it again once changes were asked', () => {
    const waiting = renderCard(buildSignoff({ can: { decide: false, withdraw: true } }), [], true);
    expect(within(waiting.card).getByText('Esperando la respuesta del cliente.')).toBeTruthy();
    fireEvent.click(within(waiting.card).getByRole('button', { name: 'Retirar' }));
    expect(waiting.actions.onWithdraw).toHaveBeenCalledTimes(1);
    expect(within(waiting.card).queryByRole('button', { name: 'Enviar de nuevo a aprobación' })).toBeNull();
    cleanup();

    const changes = buildSignoff({
      round: 2,
      status: 'changes_requested',
      decided_by: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', name: 'Lucía Gómez' },
      decided_at: '2026-11-21T10:30:00.000Z',
      decision_comment: 'El logo debe ir más grande.',
    });
    const earlier = buildSignoff({ id: 'c3'.padEnd(36, '0'), round: 1, status: 'withdrawn' });
    const reopened = renderCard(changes, [earlier], true);
    expect(within(reopened.card).getByText('El logo debe ir más grande.')).toBeTruthy();
    expect(within(reopened.card).getByText('Ronda 2', { exact: false })).toBeTruthy();
    expect(within(reopened.card).getByText('1 ronda anterior')).toBeTruthy();
    fireEvent.click(within(reopened.card).getByRole('button', { name: 'Enviar de nuevo a aprobación' }));
    expect(reopened.actions.onSubmit).toHaveBeenCalledWith({ id: changes.phase_id, name: 'UI Design' });
  });

  it('an accepted phase shows who accepted, the short digest, the receipt and the invoice', () => {
    const { card } = renderCard(
      buildSignoff({
        status: 'accepted',
        decided_by: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', name: 'Lucía Gómez' },
        decided_at: '2026-11-21T10:30:00.000Z',
        digest: DIGEST,
        receipt_file_id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
        payment_id: '0e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b',
      }),
    );
    expect(within(card).getByText(/Aceptada por Lucía Gómez el/)).toBeTruthy();
    expect(within(card).getByText('3a7bd3e2…42dd4f1b')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Descargar recibo' }).getAttribute('href')).toBe(
      '/api/files/7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a/download',
    );
    expect(within(card).getByRole('link', { name: 'Ver la factura del hito' }).getAttribute('href')).toBe(
      '/facturacion',
    );
    expect(within(card).getByRole('link', { name: 'Verificar' }).getAttribute('href')).toBe(
      `/verificar-recibo/${DIGEST}`,
    );
    expect(within(card).queryByRole('button', { name: 'Aceptar fase' })).toBeNull();
  });
});
