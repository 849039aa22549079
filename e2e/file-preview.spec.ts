import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures';

/**
 * A PDF of two A4 pages, each a filled rectangle (red, then blue), written out with a correct
 * cross-reference table: each object's byte offset, entries of exactly 20 bytes.
 */
function twoPagePdf(): Buffer {
  const stream = (ops: string) => `<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`;
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents ${contents} 0 R >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6),
    stream('0.85 0.15 0.15 rg 72 442 451 328 re f'),
    stream('0.15 0.3 0.85 rg 72 442 451 328 re f'),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The canvas's size in device pixels and how many of its pixels are not white. */
async function canvasInk(page: Page, label: string) {
  return page.getByRole('img', { name: label }).evaluate((node) => {
    const canvas = node as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) ink++;
    return { width: canvas.width, height: canvas.height, ink };
  });
}

/**
 * Decision 0017 (file previews): a client uploads a two-page PDF and previews it in the page, drawn
 * by PDF.js one page at a time; a damaged PDF shows why it cannot be shown and still downloads.
 */
test('un cliente previsualiza un PDF de dos páginas y un PDF dañado ofrece su descarga', async ({
  page,
  signedInUser: _client,
  baseURL,
}) => {
  test.slow();
  const name = `Catálogo de temporada ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`${baseURL}/api/projects`, {
    data: { name, description: 'Catálogo en PDF para la tienda', technologies: ['React'] },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  const upload = async (fileName: string, body: Buffer) => {
    const response = await page.request.post(`${baseURL}/api/projects/${projectId}/files`, {
      data: body,
      headers: { Origin: baseURL!, 'Content-Type': 'application/octet-stream', 'X-File-Name': fileName },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await upload('catalogo.pdf', twoPagePdf());
  await upload('roto.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog\nesto no es un PDF completo\n'));

  // PDF.js runs in its worker (a separate asset), not in the page's thread as a fallback.
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`/proyectos/${projectId}/colaboracion?tab=files`);
  const list = page.getByRole('list', { name: 'Archivos' });
  await expect(list).toContainText('catalogo.pdf');

  // The first page is drawn at once, at the dialog's width, and is not blank.
  await list.getByRole('button', { name: 'Vista previa de catalogo.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'catalogo.pdf' });
  await expect(dialog.getByText('Página 1 de 2', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Descargar catalogo.pdf' })).toBeVisible();
  await expect
    .poll(async () => (await canvasInk(page, 'Página 1 de 2 de catalogo.pdf')).ink)
    .toBeGreaterThan(1000);
  const first = await canvasInk(page, 'Página 1 de 2 de catalogo.pdf');
  expect(first.width).toBeGreaterThan(200);
  expect(first.height).toBeGreaterThan(first.width);
  await checkA11y(page, 'PDF preview');
  expect(logs.filter((line) => /fake worker/i.test(line))).toEqual([]);

  // Next page by button, back by keyboard.
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Página 2 de 2', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await canvasInk(page, 'Página 2 de 2 de catalogo.pdf')).ink)
    .toBeGreaterThan(1000);
  await expect(dialog.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await dialog.getByRole('group', { name: 'Páginas de catalogo.pdf' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Página 1 de 2', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A damaged PDF: a clear message, and the download is still there.
  await list.getByRole('button', { name: 'Vista previa de roto.pdf' }).click();
  const broken = page.getByRole('dialog', { name: 'roto.pdf' });
  await expect(broken.getByRole('alert')).toHaveText(/Este PDF está dañado/);
  await expect(broken.getByRole('link', { name: 'Descargar roto.pdf' })).toBeVisible();
});
