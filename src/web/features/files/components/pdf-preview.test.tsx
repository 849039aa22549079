// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/web/lib/test-providers';
import type { PdfLoadState } from '../lib/pdf-loading';
import { PdfPreview } from './pdf-preview';

// jsdom cannot run PDF.js: the document hook and the canvas are replaced, the states are real.
const loaded = vi.hoisted(() => ({ state: { status: 'loading', received: 0, total: null } as PdfLoadState }));
vi.mock('../lib/use-pdf-document', () => ({
  usePdfDocument: () => ({ state: loaded.state, pdf: loaded.state.status === 'ready' ? {} : null }),
}));
vi.mock('./pdf-page-canvas', () => ({
  PdfPageCanvas: ({ label }: { label: string }) => <canvas role="img" aria-label={label} />,
}));

const show = (state: PdfLoadState) => {
  loaded.state = state;
  return render(
    <TestProviders>
      <PdfPreview url="/api/files/f/download?inline=1" name="plan.pdf" />
    </TestProviders>,
  );
};

describe('PdfPreview: loading, errors and paging', () => {
  afterEach(cleanup);

  it('shows how much has arrived while loading', () => {
    show({ status: 'loading', received: 300, total: 1200 });
    expect(screen.getByRole('status').textContent).toBe('Cargando el PDF… 25 %');
  });

  it('explains a password-protected PDF and a damaged one', () => {
    show({ status: 'error', reason: 'password' });
    expect(screen.getByRole('alert').textContent).toMatch(/protegido con contraseña/);
    cleanup();
    show({ status: 'error', reason: 'damaged' });
    expect(screen.getByRole('alert').textContent).toMatch(/está dañado/);
  });

  it('pages with Previous/Next and the arrow keys, one canvas named by its page', async () => {
    show({ status: 'ready', pages: 3 });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Página 1 de 3 de plan.pdf' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' })));
    expect(screen.getByRole('img', { name: 'Página 2 de 3 de plan.pdf' })).toBeTruthy();
    const pages = screen.getByRole('group', { name: 'Páginas de plan.pdf' });
    await act(async () => fireEvent.keyDown(pages, { key: 'ArrowRight' }));
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.keyDown(pages, { key: 'PageUp' }));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });
});
