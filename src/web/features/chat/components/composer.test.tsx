// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import type { ChatAttachment } from '@/shared/schemas/chat';
import { Composer } from './composer';

type Send = (body: string, mentions: string[], attachment: ChatAttachment | null) => Promise<boolean>;

const PROJECT = '2f0c6a52-3c1f-4f0e-9a51-2a0c7b1d9e44';
const FILE_ID = '7b0d9c1e-5a4f-4c3b-8e2d-1f0a9b8c7d6e';

/** An XMLHttpRequest the test answers itself. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const choose = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByTestId('chat-upload-input'), { target: { files: [file] } });
  });

describe('Composer: a file uploaded on the spot becomes the attachment', () => {
  let onSend: Mock<Send>;
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubApi(() => json(200, { files: [], total: 0, page: 1, limit: 50, totalPages: 0 }));
    onSend = vi.fn<Send>(async () => true);
    render(
      <TestProviders>
        <Composer
          projectId={PROJECT}
          members={[]}
          disabled={false}
          onSend={onSend}
          onTyping={() => undefined}
        />
      </TestProviders>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses over 50 MB before sending, with the files pane’s message', async () => {
    await choose(fileOf('rodaje.mov', 52_428_801));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('rodaje.mov supera los 50 MB y no se ha enviado');
  });

  it('shows the progress, then attaches the uploaded file and sends it with the message', async () => {
    await choose(fileOf('guion.txt', 1200));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe(`/api/projects/${PROJECT}/files`);
    const bar = screen.getByRole('progressbar', { name: 'Subiendo guion.txt' });
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 300, total: 1200 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await act(async () =>
      xhr.answer(201, {
        file: { id: FILE_ID, file_name: 'guion.txt', mime_type: 'text/plain', file_size: 1200 },
      }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Adjunto: guion.txt')).toBeTruthy();

    const box = screen.getByRole('combobox', { name: 'Escribe un mensaje' });
    fireEvent.change(box, { target: { value: 'Aquí va el guion' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSend).toHaveBeenCalledWith('Aquí va el guion', [], {
      id: FILE_ID,
      file_name: 'guion.txt',
      mime_type: 'text/plain',
      file_size: 1200,
    });
  });

  it('shows the server’s refusal in the composer, and Cancel stops an upload', async () => {
    await choose(fileOf('informe.txt', 1200));
    await act(async () =>
      FakeXhr.sent[0]!.answer(429, {
        error: { code: 'RATE_LIMITED', message: 'Has alcanzado el límite de 100 archivos subidos hoy.' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'No se pudo subir informe.txt: Has alcanzado el límite de 100 archivos subidos hoy.',
    );
    expect(screen.queryByText(/Adjunto:/)).toBeNull();

    await choose(fileOf('otro.txt', 10));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(FakeXhr.sent[1]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Adjunto:/)).toBeNull();
  });
});

describe('Composer: choosing a mention', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('puts the caret after the chosen name at once, before the next key', async () => {
    stubApi(() => json(200, { files: [], total: 0, page: 1, limit: 50, totalPages: 0 }));
    render(
      <TestProviders>
        <Composer
          projectId={PROJECT}
          members={[{ id: FILE_ID, name: 'Lucía Gómez' }]}
          disabled={false}
          onSend={vi.fn<Send>(async () => true)}
          onTyping={() => undefined}
        />
      </TestProviders>,
    );
    const box = screen.getByRole<HTMLTextAreaElement>('combobox');
    // "@Lu" typed before the rest of the sentence: the name goes in the middle.
    const typed = '@Lu el jueves';
    await act(async () => {
      box.focus();
      fireEvent.change(box, { target: { value: typed } });
    });
    // The caret goes back after "@Lu" (as a click there would put it).
    await act(async () => {
      box.setSelectionRange(3, 3);
      fireEvent.keyUp(box, { key: 'ArrowLeft' });
    });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(box.value).toBe('@Lucía Gómez  el jueves');
    // Not a frame later: a key typed now must land after the name.
    expect(box.selectionStart).toBe('@Lucía Gómez '.length);
  });
});
