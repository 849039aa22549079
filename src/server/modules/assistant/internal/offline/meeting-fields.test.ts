import { describe, expect, it } from 'vitest';
import { isEmailAddress, meansTeam, parseMeeting } from './meeting-fields';

const TODAY = '2026-11-24'; // a Tuesday

describe('parseMeeting (decision 0029: meeting requests in es, en and pt)', () => {
  it('defaults to tomorrow at 17:00 for one hour (docs/product.md#limits)', () => {
    expect(parseMeeting('Quiero una reunión', TODAY)).toEqual({
      date: '2026-11-25',
      time: '17:00',
      minutes: 60,
      topic: null,
      names: [],
      emails: [],
      team: false,
    });
  });

  it('reads day, time, length, topic and people in Spanish', () => {
    expect(
      parseMeeting(
        'Agenda una reunión mañana a las 10:30 con Marta y Diego sobre el rediseño, 30 minutos',
        TODAY,
      ),
    ).toMatchObject({
      date: '2026-11-25',
      time: '10:30',
      minutes: 30,
      topic: 'el rediseño',
      names: ['Marta', 'Diego'],
    });
  });

  it('reads English with pm, a weekday, an address and hours', () => {
    expect(
      parseMeeting(
        'Book a call on Friday at 3pm with ana@example.com about "Launch plan" for 2 hours',
        TODAY,
      ),
    ).toMatchObject({
      date: '2026-11-27',
      time: '15:00',
      minutes: 120,
      topic: 'Launch plan',
      names: [],
      emails: ['ana@example.com'],
    });
  });

  it('reads Portuguese with às and h, a date, and the team', () => {
    expect(parseMeeting('Marcar reunião em 03/12/2026 às 9h com a equipe, meia hora', TODAY)).toMatchObject({
      date: '2026-12-03',
      time: '09:00',
      minutes: 30,
      names: [],
      team: true,
    });
  });

  it('takes "de la tarde" as the afternoon and today as today', () => {
    expect(parseMeeting('Llamada hoy a las 5 de la tarde', TODAY)).toMatchObject({
      date: TODAY,
      time: '17:00',
    });
  });

  it('never reads a length as the time, and bounds it', () => {
    expect(parseMeeting('Reunión durante 2 horas', TODAY)).toMatchObject({ time: '17:00', minutes: 120 });
    expect(parseMeeting('Meeting for 5 min', TODAY)).toMatchObject({ minutes: 15 });
  });

  it('ignores an hour that does not exist', () => {
    expect(parseMeeting('Reunión a las 27:00', TODAY)).toMatchObject({ time: '17:00' });
  });

  it('a weekday that is today means next week', () => {
    expect(parseMeeting('Reunión el martes', TODAY)).toMatchObject({ date: '2026-12-01' });
  });
});

describe('attendee words shared with the model’s bookMeeting tool', () => {
  it('reads the agency team in three languages, accents or not', () => {
    for (const name of ['el equipo', 'the team', 'a equipa', 'Agência', 'equipe'])
      expect(meansTeam(name)).toBe(true);
    expect(meansTeam('Javier Ruiz')).toBe(false);
  });

  it('takes one whole e-mail address as an outside guest, nothing else', () => {
    expect(isEmailAddress(' ana@empresa.com ')).toBe(true);
    expect(isEmailAddress('ana@empresa')).toBe(false);
    expect(isEmailAddress('ana@empresa.com y luis@empresa.com')).toBe(false);
  });
});
