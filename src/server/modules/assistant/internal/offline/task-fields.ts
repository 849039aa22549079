import { fold, hasWord } from '../../../../ai/text';

export type Priority = 'low' | 'medium' | 'high' | 'urgent';

const PRIORITY_WORDS: readonly [Priority, readonly string[]][] = [
  ['urgent', ['urgente', 'urgentes', 'urgent']],
  ['high', ['alta', 'high', 'importante', 'important']],
  ['low', ['baja', 'low', 'baixa']],
  ['medium', ['media', 'medium', 'normal']],
];

/** docs/product.md#validation: urgente → urgent, alta → high, baja → low (and their English and Portuguese words); medium otherwise. */
export function parsePriority(text: string): Priority {
  const folded = fold(text);
  for (const [priority, words] of PRIORITY_WORDS) if (hasWord(folded, words)) return priority;
  return 'medium';
}

const TODAY = ['hoy', 'today', 'hoje'];
const TOMORROW = ['manana', 'tomorrow', 'amanha'];

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * docs/product.md#validation due dates: today, tomorrow (hoy/mañana, hoje/amanhã), dd/mm/yyyy or yyyy-mm-dd, against
 * the server's `today` (YYYY-MM-DD). A date that does not exist (31/02/2027) is no date.
 */
export function parseDueDate(text: string, today: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (dmy) return isoDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const folded = fold(text);
  if (hasWord(folded, TOMORROW)) return addDays(today, 1);
  if (hasWord(folded, TODAY)) return today;
  return null;
}
