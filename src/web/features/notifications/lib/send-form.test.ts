import { describe, expect, it } from 'vitest';
import { sendForm, sendFormDefaults, sendFormSchema, toSendPayload, type SendFormValues } from './send-form';

const USER = '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b';
const valid: SendFormValues = {
  ...sendFormDefaults,
  title: 'Mantenimiento',
  message: 'El sábado de 9:00 a 10:00.',
};

function messages(values: SendFormValues) {
  const result = sendFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('send form', () => {
  it('asks for a title and a message', () => {
    expect(messages({ ...sendFormDefaults })).toEqual({
      title: 'notifications:validation.titleRequired',
      message: 'notifications:validation.messageRequired',
    });
  });

  it('asks for a user when sending to one user', () => {
    expect(messages({ ...valid, recipient: 'user' })).toEqual({
      user_id: 'notifications:validation.recipient',
    });
    expect(messages({ ...valid, recipient: 'user', user_id: USER })).toEqual({});
  });

  it('accepts only portal paths as links', () => {
    expect(messages({ ...valid, action_url: 'https://example.com' })).toEqual({
      action_url: 'notifications:validation.actionUrl',
    });
    expect(messages({ ...valid, action_url: '//example.com' })).toEqual({
      action_url: 'notifications:validation.actionUrl',
    });
    expect(messages({ ...valid, action_url: '/proyectos' })).toEqual({});
  });

  it('wants an expiry in the future', () => {
    expect(messages({ ...valid, expires_at: '2001-01-01T10:00' })).toEqual({
      expires_at: 'notifications:validation.expiresPast',
    });
    expect(messages({ ...valid, expires_at: '2999-01-01T10:00' })).toEqual({});
  });

  it('builds the body the server accepts', () => {
    expect(toSendPayload(valid)).toEqual({
      all: true,
      title: 'Mantenimiento',
      message: 'El sábado de 9:00 a 10:00.',
      type: 'info',
      category: 'system',
      is_urgent: false,
      action_url: null,
      expires_at: null,
    });
    const toOne: SendFormValues = {
      ...valid,
      recipient: 'user',
      user_id: USER,
      action_url: '/perfil',
      expires_at: '2999-01-01T10:00',
      is_urgent: true,
    };
    const one = toSendPayload(toOne);
    expect(one).toMatchObject({ user_id: USER, action_url: '/perfil', is_urgent: true });
    expect(one).not.toHaveProperty('all');
    expect(one.expires_at).toBe(new Date('2999-01-01T10:00').toISOString());
    // The form's schema hands over what the server's own schema accepts.
    expect(sendForm.parse(valid)).toEqual(toSendPayload(valid));
    expect(sendForm.parse(toOne)).toEqual(one);
  });
});
