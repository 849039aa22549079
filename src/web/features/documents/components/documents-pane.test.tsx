// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorDocument } from '@/shared/schemas/documents';
import { json, stubApi, type ApiCall } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { DocumentsPane } from './documents-pane';

vi.mock('./document-editor', () => ({
  DocumentEditor: ({ document }: { document: EditorDocument }) => <p>Editando {document.title}</p>,
}));

const PROJECT = '2f0c6a52-3c1f-4f0e-9a51-2a0c7b1d9e44';
const person = { id: '8b0e6a52-3c1f-4f0e-9a51-2a0c7b1d9e44', full_name: 'Lucía Herrera' };
const documentOf = (id: string, title: string, can_delete: boolean): EditorDocument => ({
  id,
  project_id: PROJECT,
  title,
  created_by: person,
  created_at: '2026-11-20T10:00:00.000Z',
  last_modified: '2026-11-21T16:30:00.000Z',
  can_delete,
});
const brief = documentOf('7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', 'Brief del proyecto', true);
const notes = documentOf('5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Actas de la reunión', false);

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPane(entry = '/?tab=documents') {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[entry]}>
        <DocumentsPane projectId={PROJECT} />
        <Where />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('DocumentsPane: list, create (opens it), open by address, empty', () => {
  let calls: ApiCall[];
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    calls = stubApi((call) => {
      if (call.method === 'POST')
        return json(201, {
          document: { ...brief, id: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a', title: 'Plan' },
        });
      return json(200, { documents: [brief, notes] });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the documents in the order given, creates one and opens it', async () => {
    renderPane();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Brief del proyecto', 'Actas de la reunión']);
    expect(links[0]!.getAttribute('href')).toBe(`/?tab=documents&doc=${brief.id}`);
    expect(screen.getAllByText(/Creado por Lucía Herrera/)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo documento' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Plan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toBe(
        '?tab=documents&doc=0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/api/projects/${PROJECT}/documents`,
      body: { title: 'Plan' },
    });
  });

  it('opens the document of the address, and says so when it is not there', async () => {
    renderPane(`/?tab=documents&doc=${notes.id}`);
    expect(await screen.findByText('Editando Actas de la reunión')).toBeTruthy();
    cleanup();
    renderPane('/?tab=documents&doc=9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b');
    expect(await screen.findByText('No tienes acceso a este documento o ya no existe.')).toBeTruthy();
  });

  it('starts with an empty state when there are none', async () => {
    stubApi(() => json(200, { documents: [] }));
    renderPane();
    expect(await screen.findByText('Todavía no hay documentos en este proyecto.')).toBeTruthy();
  });
});
