// @vitest-environment jsdom
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@/shared/schemas/phases-tasks';
import { json, stubApi, type ApiCall } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { useTasks } from '../api/list-tasks';
import { TaskFormDialog } from './task-form-dialog';

const PROJECT_ID = '5a0c8f6e-3b1d-4c2e-9f8a-7b6c5d4e3f21';
const TASK: Task = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  project_id: PROJECT_ID,
  project_name: 'Web de la panadería',
  phase_id: null,
  phase_name: null,
  title: 'Maquetar la portada',
  description: 'Cabecera y ofertas',
  priority: 'medium',
  status: 'pending',
  assigned_to: null,
  assignee: null,
  assignee_name: null,
  due_date: null,
  estimated_hours: 4,
  tags: ['diseño'],
  required_skills: [],
  completion_percentage: 0,
  completed_at: null,
  created_by: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  version: 5,
  depends_on: [],
};
/** What another admin saves while the dialog is open. */
const THEIRS: Task = { ...TASK, priority: 'high', estimated_hours: 6, version: 6 };

function fakeApi() {
  const state = { stored: TASK };
  const calls = stubApi(({ method, path }: ApiCall) => {
    if (method === 'GET' && path === '/api/tasks') return json(200, { tasks: [state.stored] });
    if (method === 'GET' && path === '/api/staff') return json(200, { members: [] });
    if (method === 'PATCH')
      return json(409, {
        error: {
          code: 'VERSION_CONFLICT',
          message: 'Otra persona ha cambiado este registro mientras lo editabas.',
          details: { current_version: state.stored.version, current: state.stored },
        },
      });
    return json(404, { error: { code: 'NOT_FOUND', message: 'No encontrado' } });
  });
  return { state, calls };
}

let queryClient: QueryClient;

/** As the task list does: the dialog gets the task as its query has it now. */
function Harness() {
  queryClient = useQueryClient();
  const { data } = useTasks(PROJECT_ID);
  const [open, setOpen] = useState(false);
  const task = data?.find((t) => t.id === TASK.id) ?? null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={!task}>
        Editar tarea
      </button>
      <TaskFormDialog projectId={PROJECT_ID} phases={[]} task={task} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('TaskFormDialog: a change saved by someone else while it is open', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps what was typed through the refresh, says so, and compares on save', async () => {
    const api = fakeApi();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const button = await screen.findByRole('button', { name: 'Editar tarea' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Editar la tarea' });
    fireEvent.change(within(dialog).getByLabelText('Descripción'), {
      target: { value: 'Cabecera, ofertas y horario' },
    });

    // Another admin saves; the realtime relay has the tasks read again.
    api.state.stored = THEIRS;
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    });

    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain(
        'Otra persona ha cambiado este registro mientras lo editabas.',
      ),
    );
    expect(within(dialog).getByLabelText('Descripción')).toHaveProperty(
      'value',
      'Cabecera, ofertas y horario',
    );
    // The fields left alone stay as they were opened: nothing merged silently.
    expect(within(dialog).getByLabelText('Prioridad')).toHaveProperty('value', 'medium');
    expect(within(dialog).getByLabelText('Horas estimadas')).toHaveProperty('value', '4');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Alguien ha cambiado esto' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      description: 'Cabecera, ofertas y horario',
      version: 5,
    });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Comparar' }));
    const comparison = await screen.findByRole('alertdialog', { name: 'Sus cambios y los tuyos' });
    expect(within(comparison).getByRole('row', { name: /Descripción/ }).textContent).toContain(
      'Cabecera, ofertas y horario',
    );
    // The priority in the person's words, as the form's select says it.
    const priority = within(comparison).getByRole('row', { name: /Prioridad/ }).textContent;
    expect(priority).toContain('Alta');
    expect(priority).not.toContain('high');
  });
});
