import { describe, expect, it } from 'vitest';
import { BackupFormatError, defaultBackupName, parseHeader, planMigrations } from './format';
import { orderTables } from './table-order';

const header = {
  format: 'websy-backup',
  formatVersion: 1,
  appVersion: '1.0.0',
  createdAt: '2026-11-26T17:40:00.000Z',
  postgresVersion: '18.0',
  migrations: [{ hash: 'a', createdAt: 1 }],
  tables: [{ schema: 'public', name: 'users', columns: ['id'], rows: 2 }],
  sequences: 0,
  files: { count: 0, bytes: 0 },
};

describe('backup header', () => {
  it('reads a valid header', () => {
    expect(parseHeader(JSON.stringify(header)).tables[0]!.rows).toBe(2);
  });
  it('refuses what is not a backup, a newer format and a broken header, naming the problem', () => {
    expect(() => parseHeader(undefined)).toThrow(/vacío/);
    expect(() => parseHeader('not json')).toThrow(BackupFormatError);
    expect(() => parseHeader(JSON.stringify({ format: 'other' }))).toThrow(/no es una copia de Websy/);
    expect(() => parseHeader(JSON.stringify({ ...header, formatVersion: 2 }))).toThrow(/formato 2/);
    expect(() => parseHeader(JSON.stringify({ ...header, tables: [{ schema: 'public' }] }))).toThrow(
      /tables\.0\.name/,
    );
  });
  it('names files by UTC time, sortably and without colons', () => {
    expect(defaultBackupName(new Date('2026-11-26T17:40:05.123Z'))).toBe(
      'websy-2026-11-26T17-40-05Z.websy.gz',
    );
  });
});

describe('migration plan', () => {
  const code = [
    { hash: 'a', createdAt: 1 },
    { hash: 'b', createdAt: 2 },
    { hash: 'c', createdAt: 3 },
  ];
  it('splits the code migrations at the dump level', () => {
    expect(planMigrations(code.slice(0, 2), code)).toEqual({
      atDumpLevel: code.slice(0, 2),
      newer: code.slice(2),
    });
    expect(planMigrations(code, code).newer).toEqual([]);
  });
  it('refuses a dump from newer code, or from other code', () => {
    expect(() => planMigrations([...code, { hash: 'd', createdAt: 4 }], code)).toThrow(/más nueva/);
    expect(() => planMigrations([{ hash: 'x', createdAt: 1 }], code)).toThrow(/no coincide/);
    expect(() => planMigrations([code[1]!], code)).toThrow(/secuencia completa/);
  });
});

describe('table order', () => {
  it('puts referenced tables first, alphabetically among equals', () => {
    expect(
      orderTables([
        { key: 'public.tasks', references: ['public.projects', 'public.users'] },
        { key: 'public.projects', references: ['public.users'] },
        { key: 'public.users', references: ['public.users'] },
        { key: 'drizzle.m', references: [] },
      ]),
    ).toEqual(['drizzle.m', 'public.users', 'public.projects', 'public.tasks']);
  });
  it('does not stall on a cycle or a reference outside the backup', () => {
    expect(
      orderTables([
        { key: 'b', references: ['a'] },
        { key: 'a', references: ['b', 'elsewhere'] },
        { key: 'c', references: ['a'] },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});
