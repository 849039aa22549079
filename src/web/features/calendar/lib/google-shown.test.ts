import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import type { GoogleEvent } from '@/shared/schemas/google-calendar';
import { googleShown } from './google-shown';

const google = (over: Partial<GoogleEvent>): GoogleEvent => ({
  id: 'abcdefghij',
  summary: 'Dentista',
  description: '',
  location: null,
  start_at: '2026-12-01T16:00:00.000Z',
  end_at: '2026-12-01T17:00:00.000Z',
  all_day: false,
  html_link: null,
  ...over,
});

const portal = (googleEventId: string | null) =>
  ({ id: '3c9d1f4e-2b7a-4e8f-9c1d-5a6b7c8d9e01', google_event_id: googleEventId }) as CalendarEvent;

describe('googleShown', () => {
  it('marks Google events as such, keeping their times', () => {
    const [shown] = googleShown([google({})], [], 'Europe/Madrid');
    expect(shown).toMatchObject({
      id: 'google:abcdefghij',
      summary: 'Dentista',
      start_at: '2026-12-01T16:00:00.000Z',
      end_at: '2026-12-01T17:00:00.000Z',
      attendees: [],
      google: { id: 'abcdefghij' },
    });
  });

  it('leaves out the Google copy of a portal event the views show', () => {
    const other = google({ id: 'klmnopqrst', summary: 'Otro' });
    expect(googleShown([google({}), other], [portal('abcdefghij')], 'UTC').map((e) => e.summary)).toEqual([
      'Otro',
    ]);
    expect(googleShown([google({})], [portal(null)], 'UTC')).toHaveLength(1);
  });

  it("spans an all-day event's days on the viewer's clock", () => {
    const [shown] = googleShown(
      [google({ all_day: true, start_at: '2026-12-01T00:00:00.000Z', end_at: '2026-12-03T00:00:00.000Z' })],
      [],
      'America/Sao_Paulo',
    );
    expect(shown!.start_at).toBe('2026-12-01T03:00:00.000Z');
    expect(shown!.end_at).toBe('2026-12-03T03:00:00.000Z');
  });
});
