import type { InvoicePdfModel } from './invoice-export';

/**
 * Draws the invoice with jsPDF + jspdf-autotable (loaded on demand, only when someone downloads)
 * and saves it. Built-in Helvetica is WinAnsi-encoded: Spanish/Portuguese accents and € render.
 */
export async function downloadInvoicePdf(model: InvoicePdfModel, fileName: string): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 20;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(79, 70, 229);
  doc.text(model.agency, left, 24);
  doc.setTextColor(15, 23, 42);
  doc.setFontSize(14);
  doc.text(model.title, left, 36);
  doc.setFontSize(10);
  let y = 48;
  for (const [label, value] of model.details) {
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}:`, left, y);
    doc.setFont('helvetica', 'normal');
    doc.text(value, left + 40, y);
    y += 6;
  }
  autoTable(doc, {
    startY: y + 4,
    head: [model.table.head],
    body: model.table.body,
    foot: [model.total],
    theme: 'striped',
    headStyles: { fillColor: [79, 70, 229] },
    footStyles: { fillColor: [241, 245, 249], textColor: [15, 23, 42] },
    columnStyles: { 1: { halign: 'right', cellWidth: 45 } },
    margin: { left, right: left },
  });
  doc.setFontSize(9);
  doc.setTextColor(100, 116, 139);
  doc.text(model.footer, left, doc.internal.pageSize.getHeight() - 15);
  doc.save(fileName);
}
