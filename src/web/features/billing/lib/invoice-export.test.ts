import { describe, expect, it } from 'vitest';
import type { Payment } from '@/shared/schemas/payments';
import {
  buildCsvRows,
  buildInvoicePdfModel,
  csvFileName,
  displayStatus,
  formatMoney,
  pdfFileName,
  type ExportContext,
} from './invoice-export';

const invoice: Payment = {
  id: '0e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b',
  number: 'FAC-2026-00012',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  client_name: 'Lucía Gómez',
  client_email: 'lucia@cliente.com',
  project_id: null,
  project_name: null,
  concept: 'Diseño y maquetación (50 %)',
  amount: 1500,
  currency: 'EUR',
  status: 'pending',
  overdue: true,
  issue_date: '2026-11-15',
  due_date: '2026-12-15',
  paid_at: null,
  created_at: '2026-11-15T09:00:00.000Z',
  version: 1,
};
const ctx: ExportContext = {
  t: (key) => key.replace('payments:', ''),
  money: (amount, currency) => formatMoney(amount, currency, 'es-ES'),
  date: (value) => value.split('-').reverse().join('/'),
};

describe('invoice exports', () => {
  it('derives overdue from pending invoices only', () => {
    expect(displayStatus(invoice)).toBe('overdue');
    expect(displayStatus({ status: 'paid', overdue: true })).toBe('paid');
    expect(displayStatus({ status: 'pending', overdue: false })).toBe('pending');
  });

  it('builds CSV rows with a header and machine-readable amounts', () => {
    const rows = buildCsvRows(
      [
        invoice,
        {
          ...invoice,
          number: 'FAC-2026-00013',
          status: 'paid',
          overdue: false,
          amount: 99.5,
          paid_at: '2026-11-20T10:00:00.000Z',
          project_name: 'Tienda',
        },
      ],
      ctx.t,
    );
    expect(rows[0]).toEqual([
      'csv.number',
      'csv.client',
      'csv.email',
      'csv.concept',
      'csv.project',
      'csv.issueDate',
      'csv.dueDate',
      'csv.amount',
      'csv.currency',
      'csv.status',
      'csv.paidAt',
    ]);
    expect(rows[1]).toEqual([
      'FAC-2026-00012',
      'Lucía Gómez',
      'lucia@cliente.com',
      'Diseño y maquetación (50 %)',
      '',
      '2026-11-15',
      '2026-12-15',
      '1500.00',
      'EUR',
      'status.overdue',
      '',
    ]);
    expect(rows[2]?.slice(7)).toEqual(['99.50', 'EUR', 'status.paid', '2026-11-20']);
  });

  it('names files with the date and the invoice number', () => {
    expect(csvFileName(new Date(2026, 0, 5, 12))).toBe('facturas-2026-01-05.csv');
    expect(pdfFileName(invoice)).toBe('FAC-2026-00012.pdf');
  });

  it('builds the PDF content: agency, number, client, concept, amount, dates, status', () => {
    const model = buildInvoicePdfModel({ ...invoice, project_name: 'Tienda online' }, ctx);
    expect(model.agency).toBe('Websy');
    expect(model.title).toBe('pdf.invoice FAC-2026-00012');
    expect(model.details).toEqual([
      ['pdf.client', 'Lucía Gómez'],
      ['pdf.email', 'lucia@cliente.com'],
      ['pdf.issueDate', '15/11/2026'],
      ['pdf.dueDate', '15/12/2026'],
      ['pdf.status', 'status.overdue'],
      ['pdf.project', 'Tienda online'],
    ]);
    expect(model.table.body).toEqual([['Diseño y maquetación (50 %)', '1500,00 €']]);
    expect(model.total).toEqual(['pdf.total', '1500,00 €']);
    // No narrow or no-break spaces: built-in PDF fonts cannot draw them.
    expect(model.total[1]).not.toMatch(/[\u00A0\u202F]/);
  });
});
