import type { Payment } from '@/shared/schemas/payments';

/** Everything the exports need from the UI: translated labels and the user's formatters. */
export interface ExportContext {
  /** Translates a `payments:` key (labels, statuses). */
  t: (key: string) => string;
  /** Money in the user's language (`formatMoney`). */
  money: (amount: number, currency: string) => string;
  /** A date (YYYY-MM-DD) in the user's format. */
  date: (value: string) => string;
}

export type InvoiceStatusKey = 'pending' | 'paid' | 'cancelled' | 'overdue';

/** The status shown to people: a pending invoice past its due date is overdue. */
export function displayStatus(payment: Pick<Payment, 'status' | 'overdue'>): InvoiceStatusKey {
  return payment.status === 'pending' && payment.overdue ? 'overdue' : payment.status;
}

/** Money in the given language, e.g. "1.500,00 €" (es) or "€1,500.00" (en). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** YYYY-MM-DD of a moment in local time, for file names. */
export function isoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const CSV_COLUMNS = [
  'number',
  'client',
  'email',
  'concept',
  'project',
  'issueDate',
  'dueDate',
  'amount',
  'currency',
  'status',
  'paidAt',
] as const;

/**
 * Rows of the CSV export (header first). Amounts stay machine-readable (dot decimal) with the
 * currency in its own column, so spreadsheets sum them; dates stay ISO.
 */
export function buildCsvRows(payments: Payment[], t: ExportContext['t']): string[][] {
  const header = CSV_COLUMNS.map((column) => t(`payments:csv.${column}`));
  const rows = payments.map((p) => [
    p.number,
    p.client_name,
    p.client_email,
    p.concept,
    p.project_name ?? '',
    p.issue_date,
    p.due_date,
    p.amount.toFixed(2),
    p.currency,
    t(`payments:status.${displayStatus(p)}`),
    p.paid_at ? p.paid_at.slice(0, 10) : '',
  ]);
  return [header, ...rows];
}

export const csvFileName = (now: Date) => `facturas-${isoDay(now)}.csv`;
export const pdfFileName = (payment: Pick<Payment, 'number'>) => `${payment.number}.pdf`;

/** What an invoice PDF shows, built without jsPDF so it can be tested. */
export interface InvoicePdfModel {
  agency: string;
  title: string;
  number: string;
  /** Label/value pairs under the title (client, e-mail, dates, status). */
  details: [string, string][];
  table: { head: string[]; body: string[][] };
  total: [string, string];
  footer: string;
}

/** PDF built-in fonts are WinAnsi: swap the narrow/no-break spaces Intl puts in money for plain ones. */
export const pdfSafe = (text: string) => text.replace(/[\u00A0\u202F\u2009]/g, ' ');

export function buildInvoicePdfModel(payment: Payment, ctx: ExportContext): InvoicePdfModel {
  const { t } = ctx;
  const amount = pdfSafe(ctx.money(payment.amount, payment.currency));
  const details: [string, string][] = [
    [t('payments:pdf.client'), payment.client_name],
    [t('payments:pdf.email'), payment.client_email],
    [t('payments:pdf.issueDate'), ctx.date(payment.issue_date)],
    [t('payments:pdf.dueDate'), ctx.date(payment.due_date)],
    [t('payments:pdf.status'), t(`payments:status.${displayStatus(payment)}`)],
  ];
  if (payment.paid_at) details.push([t('payments:pdf.paidAt'), ctx.date(payment.paid_at.slice(0, 10))]);
  if (payment.project_name) details.push([t('payments:pdf.project'), payment.project_name]);
  return {
    agency: 'Websy',
    title: `${t('payments:pdf.invoice')} ${payment.number}`,
    number: payment.number,
    details: details.map(([label, value]) => [label, pdfSafe(value)]),
    table: {
      head: [t('payments:pdf.concept'), t('payments:pdf.amount')],
      body: [[pdfSafe(payment.concept), amount]],
    },
    total: [t('payments:pdf.total'), amount],
    footer: t('payments:pdf.footer'),
  };
}
