// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, stubApi, validationError } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { DecisionDialog } from './decision-dialog';

const PROJECT = { id: '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b', name: 'Tienda de Lucía' };
const NOTES = 'Notas para el cliente (opcional)';

describe('NotesDialog (approve a project): server errors land on the notes', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the notes the server refused show its message under the notes, and stay as typed', async () => {
    const calls = stubApi(() =>
      validationError({ path: 'admin_notes', message: 'Las notas no pueden superar 2000 caracteres' }),
    );
    render(
      <TestProviders>
        <DecisionDialog project={PROJECT} decision="approve" onOpenChange={() => undefined} />
      </TestProviders>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(NOTES)));
    fireEvent.change(screen.getByLabelText(NOTES), { target: { value: '  Empezamos el lunes.  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aprobar proyecto' }));
    });

    await waitFor(() => expect(errorUnder(NOTES)).toBe('Las notas no pueden superar 2000 caracteres'));
    expect(screen.getByLabelText(NOTES).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(NOTES));
    expect((screen.getByLabelText(NOTES) as HTMLTextAreaElement).value).toBe('  Empezamos el lunes.  ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/projects/${PROJECT.id}/approve`,
        body: { admin_notes: 'Empezamos el lunes.' },
      },
    ]);
  });
});
