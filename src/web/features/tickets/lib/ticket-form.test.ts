import { describe, expect, it } from 'vitest';
import { ticketFormDefaults, ticketFormSchema, toCreatePayload } from './ticket-form';

describe('ticket form', () => {
  it('defaults to medium priority with the account e-mail', () => {
    expect(ticketFormDefaults('ana@x.com')).toEqual({
      asunto: '',
      mensaje: '',
      email: 'ana@x.com',
      prioridad: 'media',
    });
  });
  it('reports the spec messages for missing fields and a bad e-mail', () => {
    const result = ticketFormSchema.safeParse({
      asunto: ' ',
      mensaje: '',
      email: 'nope',
      prioridad: 'media',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'tickets:validation.subjectRequired',
        'tickets:validation.messageRequired',
        'validation:emailInvalid',
      ]),
    );
  });
  it('accepts a blank e-mail and leaves it out of the payload', () => {
    const values = { asunto: ' Logo ', mensaje: ' No sube ', email: ' ', prioridad: 'alta' as const };
    expect(ticketFormSchema.safeParse({ ...values, email: '' }).success).toBe(true);
    expect(toCreatePayload(values)).toEqual({ asunto: 'Logo', mensaje: 'No sube', prioridad: 'alta' });
    expect(toCreatePayload({ ...values, email: 'a@b.co' })).toMatchObject({ email: 'a@b.co' });
  });
});
