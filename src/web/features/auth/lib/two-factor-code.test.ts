import { describe, expect, it } from 'vitest';
import { twoFactorCodeSchema } from './two-factor-code';

const messages = (method: 'totp' | 'backup', code: string) => {
  const result = twoFactorCodeSchema.safeParse({ method, code });
  return result.success ? result.data : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('two-factor code', () => {
  it('takes six digits from the app, spaces aside', () => {
    expect(messages('totp', '123 456')).toEqual({ method: 'totp', code: '123456' });
    expect(messages('totp', '12345')).toEqual(['code: validation:codeInvalid']);
    expect(messages('totp', '12345a')).toEqual(['code: validation:codeInvalid']);
  });

  it('takes a backup code of six characters or more', () => {
    expect(messages('backup', 'ab12-cd34')).toEqual({ method: 'backup', code: 'ab12-cd34' });
    expect(messages('backup', 'ab1')).toEqual(['code: validation:backupCodeInvalid']);
  });
});
