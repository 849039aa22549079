import { createRequire } from 'node:module';
import path from 'node:path';

/** PDF.js's standard fonts on disk, so it reads built-in Helvetica without warnings. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/**
 * The text of every page of a PDF, read back with PDF.js (its Node build): pages joined by
 * newlines, runs of spaces as one.
 */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return pages.join('\n');
}
