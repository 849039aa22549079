// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { AssistantPage } from './assistant-page';

function renderPage() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={['/admin/websy-ai']}>
        <AssistantPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('AssistantPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without keys says so and does not let anyone send into a 503', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/assistant/status'
        ? json(200, { configured: false, message: 'No se encontraron API keys de Gemini configuradas' })
        : json(200, { conversations: [] }),
    );
    renderPage();
    expect(await screen.findByText('No se encontraron API keys de Gemini configuradas')).toBeTruthy();
    expect(screen.getByText(/Todavía no se pueden enviar mensajes sin API keys/)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Escribe tu pregunta' });
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    const example = screen.getByRole('button', { name: '¿Cómo va mi proyecto?' });
    expect((example as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses an empty question, and starts a conversation titled after the first one', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/assistant/status') return json(200, { configured: true, message: null });
      if (method === 'POST' && path === '/api/assistant/conversations')
        return json(201, {
          conversation: {
            id: '3f6b2a1c-9d4e-4c7b-8a5f-1e2d3c4b5a69',
            title: '¿Qué tareas tengo?',
            created_at: '2026-11-24T09:00:00.000Z',
            updated_at: '2026-11-24T09:00:00.000Z',
          },
        });
      if (method === 'POST') return new Response('', { status: 503 });
      return json(200, { conversations: [] });
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Escribe tu pregunta' });
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false));

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('El mensaje no puede estar vacío');

    fireEvent.change(box, { target: { value: '  ¿Qué tareas tengo?\nlas de esta semana' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/assistant/conversations',
        body: { title: '¿Qué tareas tengo?' },
      }),
    );
  });
});
