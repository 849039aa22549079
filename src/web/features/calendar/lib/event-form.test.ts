import { describe, expect, it } from 'vitest';
import { createFormFor, formValues, instantsOf } from './event-form';

describe('the event form', () => {
  it('creates in the viewer’s zone: 17:00 to 18:00 by default (docs/product.md#limits)', () => {
    const values = formValues('Europe/Madrid', { day: '2026-11-26' });
    expect(values).toMatchObject({ date: '2026-11-26', start: '17:00', end: '18:00' });
    const parsed = createFormFor('Europe/Madrid').parse({
      ...values,
      summary: ' Llamada ',
      attendees: ['a@b.es'],
    });
    expect(parsed).toMatchObject({
      summary: 'Llamada',
      start_at: '2026-11-26T16:00:00.000Z',
      end_at: '2026-11-26T17:00:00.000Z',
      time_zone: 'Europe/Madrid',
      attendees: [{ email: 'a@b.es' }],
      location: null,
      meeting_url: null,
    });
  });

  it('ends on the next day when the end time is not after the start', () => {
    expect(instantsOf({ date: '2026-11-26', start: '23:00', end: '00:30' }, 'UTC')).toEqual({
      start_at: '2026-11-26T23:00:00.000Z',
      end_at: '2026-11-27T00:30:00.000Z',
    });
  });

  it('shows an event’s times on the viewer’s clock', () => {
    const event = {
      id: 'e',
      organizer_id: 'o',
      summary: 'Demo',
      description: '',
      start_at: '2026-11-26T16:00:00.000Z',
      end_at: '2026-11-26T17:00:00.000Z',
      time_zone: 'Europe/Madrid',
      location: null,
      meeting_url: null,
      project_id: null,
      attendees: [],
      google_event_id: null,
      created_at: '',
      updated_at: '',
      can: { update: true, delete: true },
    };
    expect(formValues('America/Sao_Paulo', { event })).toMatchObject({
      date: '2026-11-26',
      start: '13:00',
      end: '14:00',
    });
  });

  it('refuses an empty summary with the spec’s text key', () => {
    const result = createFormFor('UTC').safeParse(formValues('UTC', { day: '2026-11-26', time: '09:30' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('calendar:errors.summaryRequired');
  });
});
