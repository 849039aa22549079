import { describe, expect, it } from 'vitest';
import { buildExport, exportFileName, parseImportFile } from './export-import';

const item = (type: string, key: string, value: unknown) =>
  ({
    id: crypto.randomUUID(),
    preference_type: type,
    preference_key: key,
    preference_value: value,
    updated_at: '2026-11-21T10:00:00Z',
  }) as never;

describe('preferences export and import', () => {
  it('names the file websy-preferencias-YYYY-MM-DD.json', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('websy-preferencias-2026-01-05.json');
  });

  it('exports the user’s choices, not the session markers', () => {
    const file = buildExport([
      item('theme', 'theme', 'dark'),
      item('welcome_back', 'welcome_back', true),
      item('auth_state', 'auth_state', {}),
    ]);
    expect(file.items).toEqual([
      { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' },
    ]);
    expect(file.app).toBe('websy');
  });

  it('round-trips an export', () => {
    const text = JSON.stringify(
      buildExport([item('general', 'timezone', 'Europe/Madrid'), item('language', 'language', 'en')]),
    );
    const parsed = parseImportFile(text);
    expect(parsed).toEqual({
      ok: true,
      items: [
        { preference_type: 'general', preference_key: 'timezone', preference_value: 'Europe/Madrid' },
        { preference_type: 'language', preference_key: 'language', preference_value: 'en' },
      ],
    });
  });

  it('rejects files that are not JSON or not preferences, so nothing changes', () => {
    expect(parseImportFile('not json')).toEqual({ ok: false, reason: 'json' });
    expect(
      parseImportFile('{"items":[{"preference_type":"hack","preference_key":"x","preference_value":1}]}'),
    ).toEqual({ ok: false, reason: 'shape' });
    expect(parseImportFile('{"items":[]}')).toEqual({ ok: false, reason: 'empty' });
    expect(
      parseImportFile(
        '{"items":[{"preference_type":"auth_state","preference_key":"auth_state","preference_value":1}]}',
      ),
    ).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('keeps one value per type and key (the last one)', () => {
    const parsed = parseImportFile(
      JSON.stringify([
        { preference_type: 'theme', preference_key: 'theme', preference_value: 'light' },
        { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' },
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      items: [{ preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' }],
    });
  });
});
