import { z } from 'zod';
import {
  API_TOKEN_MAX_DAYS,
  apiTokenExpiryDays,
  apiTokenMessages,
  apiTokenScopeSchema,
  type CreateApiTokenInput,
} from '@/shared/schemas/api-tokens';

export const EXPIRY_CHOICES = [...apiTokenExpiryDays.map(String), 'custom'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** 'YYYY-MM-DD' of a day `days` after `from`, in the browser's calendar. */
export function dayAfter(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A chosen day is valid from tomorrow to a year from today. */
export const isChoosableDay = (day: string, today = new Date()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= dayAfter(today, 1) && day <= dayAfter(today, API_TOKEN_MAX_DAYS);

/**
 * The creation form: what the fields hold (a name, the ticked scopes, an expiry choice and, for
 * "another date", the day), turned into POST /api/api-tokens' body. The messages are the shared
 * schema's; the server checks the same rules again.
 */
export const tokenFormSchema = z
  .object({
    name: z.string().trim().min(1, apiTokenMessages.nameRequired).max(80, apiTokenMessages.nameTooLong),
    scopes: z.array(apiTokenScopeSchema).min(1, apiTokenMessages.scopesRequired),
    expiry: z.enum(EXPIRY_CHOICES, { message: apiTokenMessages.expiryRequired }),
    date: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.expiry === 'custom' && !isChoosableDay(v.date))
      ctx.addIssue({ code: 'custom', path: ['date'], message: apiTokenMessages.expiryRange });
  })
  .transform((v): CreateApiTokenInput => ({
    name: v.name,
    scopes: v.scopes,
    // The end of the chosen day, in the browser's time zone.
    ...(v.expiry === 'custom'
      ? { expires_at: new Date(`${v.date}T23:59:59`).toISOString() }
      : { expires_in_days: Number(v.expiry) as CreateApiTokenInput['expires_in_days'] }),
  }));
export type TokenFormValues = z.input<typeof tokenFormSchema>;

export const TOKEN_FORM_FIELDS = ['name', 'scopes', 'expiry', 'date'] as const;
export const tokenFormDefaults = (): TokenFormValues => ({ name: '', scopes: [], expiry: '90', date: '' });

/** Where a server error on the body's fields belongs in the form. */
export const fieldOfPath = (path: string) =>
  path === 'expires_at' ? 'date' : path === 'expires_in_days' ? 'expiry' : path.split('.')[0]!;
