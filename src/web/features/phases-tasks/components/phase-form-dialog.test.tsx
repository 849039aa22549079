// @vitest-environment jsdom
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Phase } from '@/shared/schemas/phases-tasks';
import { json, stubApi, type ApiCall } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { usePhases } from '../api/list-phases';
import { PhaseFormDialog } from './phase-form-dialog';

const PROJECT_ID = '5a0c8f6e-3b1d-4c2e-9f8a-7b6c5d4e3f21';
const PHASE: Phase = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  project_id: PROJECT_ID,
  name: 'Diseño',
  description: 'Maquetas de la web',
  phase_order: 1,
  status: 'pending',
  start_date: null,
  end_date: null,
  completed_at: null,
  task_count: 0,
  completed_task_count: 0,
  milestone_amount: null,
  signoff_status: null,
  version: 2,
};
/** What another admin saves while the dialog is open. */
const THEIRS: Phase = { ...PHASE, description: 'Maquetas y guía de estilo', version: 3 };
const NOTICE =
  'Otra persona ha cambiado este registro mientras lo editabas. Al guardar podrás comparar los cambios.';

/**
 * The API: the phases list answers `stored` (the test changes it, as another admin's save would);
 * a PATCH on an older version than the stored one is refused (409), as the server does.
 */
function fakeApi() {
  const state = { stored: PHASE };
  const calls = stubApi(({ method, path, body }: ApiCall) => {
    if (method === 'GET' && path === '/api/phases') return json(200, { phases: [state.stored] });
    if (method === 'PATCH' && path === `/api/phases/${PHASE.id}`) {
      const input = body as Partial<Phase> & { version: number };
      if (input.version !== state.stored.version)
        return json(409, {
          error: {
            code: 'VERSION_CONFLICT',
            message: 'Otra persona ha cambiado este registro mientras lo editabas.',
            details: { current_version: state.stored.version, current: state.stored },
          },
        });
      state.stored = { ...state.stored, ...input, version: state.stored.version + 1 };
      return json(200, { phase: state.stored });
    }
    return json(200, { projects: [], total: 0, page: 1, limit: 100, totalPages: 0 });
  });
  return { state, calls };
}

let queryClient: QueryClient;

/** As the phases manager does: the dialog gets the phase as its query has it now. */
function Harness() {
  queryClient = useQueryClient();
  const { data } = usePhases(PROJECT_ID);
  const [open, setOpen] = useState(false);
  const phase = data?.find((p) => p.id === PHASE.id) ?? null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={!phase}>
        Editar fase
      </button>
      <PhaseFormDialog projectId={PROJECT_ID} phase={phase} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** What the realtime relay does when another admin saves: the phases are read again. */
async function realtimeRefresh() {
  await act(async () => {
    await queryClient.invalidateQueries({ queryKey: ['phases'] });
  });
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Editar fase' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Editar la fase' });
}

describe('PhaseFormDialog: a change saved by someone else while it is open', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps what was typed, says so, and saving on the old version opens the conflict dialog', async () => {
    const api = fakeApi();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Diseño y marca' } });

    api.state.stored = THEIRS;
    await realtimeRefresh();

    // What was typed stays, and so do the fields left alone (nothing merged silently).
    expect(within(dialog).getByLabelText('Nombre')).toHaveProperty('value', 'Diseño y marca');
    expect(within(dialog).getByLabelText('Descripción')).toHaveProperty('value', 'Maquetas de la web');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(NOTICE));

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Diseño y marca',
      version: 2,
    });

    // Reload: the form now holds theirs and their version; saving again goes through.
    await act(async () => {
      fireEvent.click(within(conflict).getByRole('button', { name: 'Recargar' }));
    });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Descripción')).toHaveProperty(
        'value',
        'Maquetas y guía de estilo',
      ),
    );
    expect(within(dialog).getByLabelText('Nombre')).toHaveProperty('value', 'Diseño');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(''));
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Diseño y marca' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH')[1]!.body).toMatchObject({
      name: 'Diseño y marca',
      version: 3,
    });
    expect(api.state.stored).toMatchObject({
      name: 'Diseño y marca',
      description: 'Maquetas y guía de estilo',
    });
  });

  it('starts again from the latest phase when it is closed and opened again', async () => {
    const api = fakeApi();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Algo a medias' } });
    api.state.stored = THEIRS;
    await realtimeRefresh();
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(NOTICE));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('Nombre')).toHaveProperty('value', 'Diseño');
    expect(within(dialog).getByLabelText('Descripción')).toHaveProperty('value', 'Maquetas y guía de estilo');
    expect(within(dialog).getByRole('status').textContent).toBe('');

    // Saved as it is now: the latest version goes with it.
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Diseño final' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Diseño final',
      version: 3,
    });
  });

  it('the milestone amount is sent as a number (a comma is a decimal point), and a word is refused', async () => {
    const api = fakeApi();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const dialog = await openDialog();
    const amount = within(dialog).getByLabelText('Importe del hito (EUR, opcional)');
    expect(amount).toHaveProperty('value', '');
    fireEvent.change(amount, { target: { value: 'mil' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    fireEvent.change(amount, { target: { value: ' 1200,50 ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ milestone_amount: 1200.5 });
  });
});
