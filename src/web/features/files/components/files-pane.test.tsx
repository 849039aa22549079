// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { FilesPane } from './files-pane';

const PROJECT = '2f0c6a52-3c1f-4f0e-9a51-2a0c7b1d9e44';

/** An XMLHttpRequest that records what it was asked and lets the test drive its progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('FilesPane: uploads with progress and cancel, refused over 50 MB before sending', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi((call) =>
      call.path === '/api/files/quota'
        ? json(200, { used: 3, limit: 100, max_file_bytes: 52_428_800 })
        : json(200, { files: [], total: 0, page: 1, limit: 20, totalPages: 0 }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows today’s usage and the empty list, sends a file raw and cancels it', async () => {
    render(
      <TestProviders>
        <FilesPane projectId={PROJECT} />
      </TestProviders>,
    );
    expect(await screen.findByText('Has subido 3 de 100 archivos hoy')).toBeTruthy();
    expect(await screen.findByText('Todavía no hay archivos en este proyecto')).toBeTruthy();

    const input = screen.getByTestId('files-input');
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [fileOf('enorme.mov', 52_428_801), fileOf('Acta reunión.txt', 1200)] },
      });
    });
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe(`/api/projects/${PROJECT}/files`);
    expect(xhr.headers['X-File-Name']).toBe(encodeURIComponent('Acta reunión.txt'));

    const bar = screen.getByRole('progressbar', { name: 'Subiendo Acta reunión.txt' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 600, total: 1200 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    });
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
