import { z } from 'zod';

/**
 * A second-step code as typed: six digits from the authenticator app (spaces allowed), or one of
 * the backup codes. The auth library checks it; this only spares it what cannot be right.
 */
export const twoFactorCodeSchema = z
  .object({
    method: z.enum(['totp', 'backup']),
    code: z.string().transform((code) => code.replace(/\s+/g, '')),
  })
  .superRefine(({ method, code }, ctx) => {
    if (method === 'totp' ? !/^\d{6}$/.test(code) : code.length < 6)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: method === 'totp' ? 'validation:codeInvalid' : 'validation:backupCodeInvalid',
      });
  });
export type TwoFactorCodeValues = z.input<typeof twoFactorCodeSchema>;
