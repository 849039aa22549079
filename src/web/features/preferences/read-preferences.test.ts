import { describe, expect, it } from 'vitest';
import { generalSettingsFrom, languageFrom, performanceSettingsFrom, themeFrom } from './read-preferences';

const item = (preference_type: string, preference_key: string, preference_value: unknown) =>
  ({ preference_type, preference_key, preference_value }) as never;

describe('reading saved preferences without a schema library', () => {
  it('reads the values the app can use', () => {
    const items = [
      item('theme', 'theme', 'dark'),
      item('general', 'timezone', 'America/Sao_Paulo'),
      item('general', 'date_format', 'yyyy-MM-dd'),
      item('general', 'time_format', '12h'),
      item('language', 'language', 'pt'),
      item('performance', 'reduce_motion', true),
      item('performance', 'gestures', false),
    ];
    expect(generalSettingsFrom(items)).toEqual({
      theme: 'dark',
      timezone: 'America/Sao_Paulo',
      date_format: 'yyyy-MM-dd',
      time_format: '12h',
    });
    expect(languageFrom(items)).toBe('pt');
    expect(themeFrom(items)).toBe('dark');
    expect(performanceSettingsFrom(items)).toEqual({
      reduce_motion: true,
      data_saver: false,
      gestures: false,
    });
  });

  it('falls back on values it cannot use (another type, an unknown option, an offset zone)', () => {
    const items = [
      item('theme', 'theme', 'sepia'),
      item('general', 'timezone', '+01:00'),
      item('general', 'date_format', 42),
      item('general', 'time_format', null),
      item('language', 'language', 'fr'),
      item('performance', 'reduce_motion', 'yes'),
      item('performance', 'gestures', 'off'),
    ];
    const general = generalSettingsFrom(items, 'light');
    expect(general.theme).toBe('light');
    expect(general.timezone).not.toBe('+01:00');
    expect(general.date_format).toBe('dd/MM/yyyy');
    expect(general.time_format).toBe('24h');
    expect(languageFrom(items)).toBeUndefined();
    expect(themeFrom(items)).toBeUndefined();
    expect(performanceSettingsFrom(items).reduce_motion).toBe(false);
    // Gestures stay on unless the user turned them off.
    expect(performanceSettingsFrom(items).gestures).toBe(true);
  });
});
