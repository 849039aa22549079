import { describe, expect, it } from 'vitest';
import { isValidTimeZone, timeZoneSchema } from './time-zone';

describe('timezone names', () => {
  it('accepts IANA names', () => {
    for (const zone of [
      'UTC',
      'Europe/Madrid',
      'America/Argentina/Buenos_Aires',
      'America/Sao_Paulo',
      'Etc/GMT+3',
    ]) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses unknown names, offsets and junk', () => {
    for (const zone of ['Mars/Olympus', '+01:00', '', 'Europe/Madrid; DROP', 'x'.repeat(80)]) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
    expect(timeZoneSchema.safeParse('Nowhere/City').error?.issues[0]?.message).toBe(
      'validation:timeZoneInvalid',
    );
  });
});
