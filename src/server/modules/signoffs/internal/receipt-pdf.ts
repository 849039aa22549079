import type { jsPDF as JsPdf } from 'jspdf';
import type { AcceptedContent } from '../signoff-digest';

type Rgb = [number, number, number];
const INK: Rgb = [15, 23, 42];
const MUTED: Rgb = [100, 116, 139];
const BRAND: Rgb = [79, 70, 229];
const LEFT = 20;

/** What a receipt says, beside the accepted content itself. */
export interface ReceiptFacts {
  projectName: string;
  content: AcceptedContent;
  acceptedBy: string;
  acceptedAt: Date;
  comment: string | null;
  digest: string;
  verifyUrl: string;
}

export interface ReceiptReader {
  t: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
}

/**
 * The receipt of an accepted phase as a PDF (jsPDF, as the reports): the project, the phase and
 * its round, what was delivered (tasks, evidence, links, files, note), who accepted and when, the
 * digest and the address that verifies it, in the reader's language. Built-in Helvetica renders
 * Spanish and Portuguese accents.
 */
export async function buildReceiptPdf(facts: ReceiptFacts, reader: ReceiptReader): Promise<Buffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const { t } = reader;
  const { content } = facts;
  const width = doc.internal.pageSize.getWidth() - 2 * LEFT;
  let y = 24;

  const room = (needed: number) => {
    if (y + needed > doc.internal.pageSize.getHeight() - 15) {
      doc.addPage();
      y = 20;
    }
  };
  const write = (
    text: string,
    options: { size?: number; bold?: boolean; mono?: boolean; color?: Rgb; gap?: number } = {},
  ) => {
    doc.setFont(options.mono ? 'courier' : 'helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size ?? 10);
    doc.setTextColor(...(options.color ?? INK));
    const lines = doc.splitTextToSize(text, width) as string[];
    const step = (options.size ?? 10) * 0.45;
    for (const line of lines) {
      room(step);
      doc.text(line, LEFT, y);
      y += step;
    }
    y += options.gap ?? 1.5;
  };
  const section = (title: string, items: string[]) => {
    y += 3;
    write(title, { size: 12, bold: true, gap: 2 });
    if (items.length === 0) write(t('receipts:pdf.none'), { color: MUTED });
    for (const item of items) write(`• ${item}`);
  };

  doc.setProperties({ title: t('receipts:pdf.title') });
  write(t('receipts:pdf.title'), { size: 20, bold: true, color: BRAND, gap: 4 });
  write(t('receipts:pdf.project', { project: facts.projectName }), { size: 12, bold: true });
  write(t('receipts:pdf.phase', { phase: content.phase.name, round: content.round }), { size: 12 });
  if (content.phase.description) write(content.phase.description, { color: MUTED });
  section(t('receipts:pdf.note'), [content.note]);
  section(
    t('receipts:pdf.tasks'),
    content.tasks.map((task) => `${task.title} (${t(`receipts:pdf.taskStatus.${task.status}`)})`),
  );
  section(
    t('receipts:pdf.evidence'),
    content.evidence.map((e) => `${t(`receipts:pdf.evidenceKind.${e.kind}`)}: ${e.title} — ${e.url}`),
  );
  section(
    t('receipts:pdf.links'),
    content.links.map((l) => `${l.label} — ${l.url}`),
  );
  section(
    t('receipts:pdf.files'),
    content.files.map((f) => f.name),
  );
  const at = new Intl.DateTimeFormat(reader.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(facts.acceptedAt);
  section(t('receipts:pdf.acceptance'), [
    t('receipts:pdf.acceptedBy', { name: facts.acceptedBy }),
    t('receipts:pdf.acceptedAt', { date: at }),
    ...(facts.comment ? [t('receipts:pdf.comment', { comment: facts.comment })] : []),
  ]);
  y += 3;
  write(t('receipts:pdf.digestTitle'), { size: 12, bold: true, gap: 2 });
  write(facts.digest, { size: 9, mono: true });
  write(t('receipts:pdf.digestExplained'), { color: MUTED });
  write(t('receipts:pdf.verifyAt', { url: facts.verifyUrl }));
  return Buffer.from((doc as JsPdf).output('arraybuffer'));
}
