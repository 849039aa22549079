import { describe, expect, it } from 'vitest';
import { dayAfter, isChoosableDay, tokenFormSchema } from './token-form';

describe('the token creation form', () => {
  it('sends the days chosen, or the end of the chosen day', () => {
    expect(
      tokenFormSchema.parse({ name: ' CRM ', scopes: ['projects:read'], expiry: '90', date: '' }),
    ).toEqual({ name: 'CRM', scopes: ['projects:read'], expires_in_days: 90 });
    const day = dayAfter(new Date(), 10);
    const custom = tokenFormSchema.parse({
      name: 'CRM',
      scopes: ['files:read'],
      expiry: 'custom',
      date: day,
    });
    expect(custom.expires_at).toBe(new Date(`${day}T23:59:59`).toISOString());
  });

  it('says what is missing with the shared messages', () => {
    const result = tokenFormSchema.safeParse({ name: '', scopes: [], expiry: 'custom', date: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: apiTokens:validation.nameRequired',
        'scopes: apiTokens:validation.scopesRequired',
      ]),
    );
  });

  it('offers days from tomorrow to a year from today', () => {
    const today = new Date(2026, 10, 29);
    expect(isChoosableDay('2026-11-29', today)).toBe(false);
    expect(isChoosableDay('2026-11-30', today)).toBe(true);
    expect(isChoosableDay('2027-11-29', today)).toBe(true);
    expect(isChoosableDay('2027-11-30', today)).toBe(false);
  });
});
