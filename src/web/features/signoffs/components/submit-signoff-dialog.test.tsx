// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, json, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { buildSignoff } from '../lib/test-signoff';
import { SubmitSignoffDialog } from './submit-signoff-dialog';

const PROJECT_ID = '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const PHASE = { id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', name: 'UI Design' };
const FILE = { id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f', file_name: 'diseño-v2.pdf' };
const PR = {
  id: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  phase_id: PHASE.id,
  kind: 'pull_request',
  title: 'Pasarela de pago',
};
const OTHER_PHASE_PR = {
  ...PR,
  id: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  phase_id: 'aaaaaaaa-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
};
const NOTE = 'Nota para el cliente';

function fakeApi(onSubmit: (body: unknown) => Response) {
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/projects/${PROJECT_ID}/files`)
      return json(200, { files: [FILE], total: 1, page: 1, limit: 100, totalPages: 1 });
    if (method === 'GET' && path === `/api/projects/${PROJECT_ID}/evidence`)
      return json(200, { evidence: [PR, OTHER_PHASE_PR] });
    return onSubmit(body);
  });
}

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <TestProviders>
      <SubmitSignoffDialog projectId={PROJECT_ID} phase={PHASE} onOpenChange={onOpenChange} />
    </TestProviders>,
  );
  return onOpenChange;
}

const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a aprobación' }));
  });

describe('SubmitSignoffDialog: a phase goes to the client with a note and its evidence', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('requires the note and a valid address for each link, then sends the picked evidence', async () => {
    const calls = fakeApi(() => json(201, buildSignoff()));
    const onOpenChange = renderDialog();
    await send();
    await waitFor(() => expect(errorUnder(NOTE)).toBe('Escribe una nota para el cliente'));

    fireEvent.change(screen.getByLabelText(NOTE), { target: { value: 'Pantallas listas para revisar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir enlace' }));
    fireEvent.change(screen.getByLabelText('Texto del enlace 1'), { target: { value: 'Prototipo' } });
    fireEvent.change(screen.getByLabelText('Dirección del enlace 1'), {
      target: { value: 'figma.com/proto' },
    });
    await send();
    await waitFor(() =>
      expect(errorUnder('Dirección del enlace 1')).toBe(
        'Escribe una dirección que empiece por http:// o https://',
      ),
    );
    fireEvent.change(screen.getByLabelText('Dirección del enlace 1'), {
      target: { value: 'https://www.figma.com/proto/ejemplo' },
    });
    // Only this phase's code evidence is offered.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'diseño-v2.pdf' }));
    expect(screen.getAllByRole('checkbox', { name: /Pasarela de pago/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pull request · Pasarela de pago' }));
    await send();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/phases/${PHASE.id}/signoffs`,
        body: {
          note: 'Pantallas listas para revisar',
          links: [{ label: 'Prototipo', url: 'https://www.figma.com/proto/ejemplo' }],
          file_ids: [FILE.id],
          evidence_ids: [PR.id],
        },
      },
    ]);
  });

  it('a link the server refuses shows its message under that link', async () => {
    fakeApi(() => validationError({ path: 'links.0.url', message: 'Esa dirección no se puede abrir' }));
    renderDialog();
    fireEvent.change(screen.getByLabelText(NOTE), { target: { value: 'Listo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir enlace' }));
    fireEvent.change(screen.getByLabelText('Texto del enlace 1'), { target: { value: 'Web' } });
    fireEvent.change(screen.getByLabelText('Dirección del enlace 1'), {
      target: { value: 'https://web.test' },
    });
    await send();
    await waitFor(() => expect(errorUnder('Dirección del enlace 1')).toBe('Esa dirección no se puede abrir'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
