import type { jsPDF as JsPdf } from 'jspdf';
import type { Report } from '../schemas/reports';
import { reportFigures, reportHeading, reportTables, type ReportReader } from './report-format';

type Rgb = [number, number, number];
const INK: Rgb = [15, 23, 42];
const MUTED: Rgb = [100, 116, 139];
const BRAND: Rgb = [79, 70, 229];
const BARS: Rgb[] = [
  [22, 163, 74],
  [37, 99, 235],
  [220, 38, 38],
];
const LEFT = 20;

/**
 * The report as a PDF (jsPDF + jspdf-autotable, loaded when called; the same code runs in the
 * browser and on the server): the agency's name, the title and period, the figures, a bar chart of
 * the period's tasks (completed, pending on time, overdue) drawn with jsPDF's shapes, and the three
 * tables. Built-in Helvetica is WinAnsi-encoded: Spanish and Portuguese accents render.
 */
export async function buildReportPdf(report: Report, reader: ReportReader): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const heading = reportHeading(report, reader);
  doc.setProperties({ title: `${heading.title} · ${report.agency_name}` });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(...BRAND);
  doc.text(report.agency_name, LEFT, 24);
  doc.setTextColor(...INK);
  doc.setFontSize(15);
  doc.text(heading.title, LEFT, 35);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text([heading.period, heading.generated], LEFT, 43);
  let y = drawFigures(doc, reportFigures(report, reader), 58);
  y = drawChart(doc, report, reader, y + 6);
  for (const table of reportTables(report, reader)) {
    y = sectionTitle(doc, table.title, y + 10);
    if (table.body.length === 0) {
      doc.setFontSize(10);
      doc.setTextColor(...MUTED);
      doc.text(reader.t('reportsPage:file.noRows'), LEFT, y + 6);
      y += 8;
      continue;
    }
    autoTable(doc, {
      startY: y + 3,
      head: [table.head],
      body: table.body,
      theme: 'striped',
      headStyles: { fillColor: BRAND },
      // A wide table (site care's nine columns) in a smaller type, so its words are not broken.
      styles: { fontSize: table.head.length > 6 ? 7 : 9, textColor: INK },
      margin: { left: LEFT, right: LEFT },
    });
    y = (doc as JsPdf & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  }
  return doc.output('arraybuffer');
}

/** A page break before `y` when less than `room` mm is left. */
function roomFor(doc: JsPdf, y: number, room: number): number {
  if (y + room <= doc.internal.pageSize.getHeight() - 15) return y;
  doc.addPage();
  return 20;
}

function sectionTitle(doc: JsPdf, title: string, at: number): number {
  const y = roomFor(doc, at, 30);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(...INK);
  doc.text(title, LEFT, y);
  doc.setFont('helvetica', 'normal');
  return y;
}

/** The figures in three columns of label and value. */
function drawFigures(doc: JsPdf, figures: [string, string][], top: number): number {
  const width = (doc.internal.pageSize.getWidth() - 2 * LEFT) / 3;
  figures.forEach(([label, value], i) => {
    const x = LEFT + (i % 3) * width;
    const y = top + Math.floor(i / 3) * 18;
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    doc.text(label, x, y);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(16);
    doc.setTextColor(...INK);
    doc.text(value, x, y + 8);
    doc.setFont('helvetica', 'normal');
  });
  return top + Math.ceil(figures.length / 3) * 18;
}

/** Horizontal bars: completed, pending on time and overdue tasks, scaled to the largest. */
function drawChart(doc: JsPdf, report: Report, reader: ReportReader, at: number): number {
  let y = sectionTitle(doc, reader.t('reportsPage:chart.title'), at) + 6;
  const bars: [string, number][] = [
    [reader.t('reportsPage:chart.completed'), report.completed_tasks],
    [reader.t('reportsPage:chart.onTime'), report.pending_tasks - report.overdue_tasks],
    [reader.t('reportsPage:chart.overdue'), report.overdue_tasks],
  ];
  const labelWidth = 50;
  const span = doc.internal.pageSize.getWidth() - 2 * LEFT - labelWidth - 15;
  const max = Math.max(1, ...bars.map(([, n]) => n));
  bars.forEach(([label, n], i) => {
    doc.setFontSize(9);
    doc.setTextColor(...INK);
    doc.text(label, LEFT, y + 4);
    doc.setFillColor(241, 245, 249);
    doc.rect(LEFT + labelWidth, y, span, 6, 'F');
    doc.setFillColor(...BARS[i]!);
    if (n > 0) doc.rect(LEFT + labelWidth, y, (span * n) / max, 6, 'F');
    doc.text(String(n), LEFT + labelWidth + span + 3, y + 4.5);
    y += 10;
  });
  return y;
}
