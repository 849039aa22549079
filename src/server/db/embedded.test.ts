import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foldersClosedToOthers, socketDirectory } from './embedded';

const tmpdir = process.env.TMPDIR;
afterEach(() => {
  if (tmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdir;
});

describe('socketDirectory', () => {
  it('puts the socket in the temporary folder', () => {
    process.env.TMPDIR = '/tmp';
    expect(socketDirectory(54321)).toBe(process.platform === 'win32' ? null : '/tmp');
  });

  it('has none where the socket path would not fit in a socket address', () => {
    process.env.TMPDIR = `/tmp/${'a'.repeat(90)}`;
    expect(socketDirectory(54321)).toBeNull();
  });
});

describe('foldersClosedToOthers', () => {
  it('names each folder on the way up that others may not enter', () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'websy-closed-'));
    try {
      const inner = path.join(top, 'project', 'node_modules');
      mkdirSync(inner, { recursive: true });
      chmodSync(top, 0o700);
      chmodSync(inner, 0o755);
      expect(foldersClosedToOthers(inner)).toEqual([top]);
      chmodSync(top, 0o711);
      expect(foldersClosedToOthers(inner)).toEqual([]);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
