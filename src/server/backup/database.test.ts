import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runningEmbeddedPort } from './database';

describe("the running portal's embedded server", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const pidFile = (pid: number, port: string) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'websy-pidfile-'));
    writeFileSync(
      path.join(dir, 'postmaster.pid'),
      `${pid}\n${dir}\n1764178000\n${port}\n/tmp\n127.0.0.1\n  5432001  12345\nready   \n`,
    );
    return dir;
  };

  it('is found from postmaster.pid when its process lives', () => {
    expect(runningEmbeddedPort(pidFile(process.pid, '54321'))).toBe(54321);
  });
  it('is not there without the file, with a stale pid or without a port', () => {
    expect(runningEmbeddedPort(path.join(os.tmpdir(), 'websy-no-such-folder'))).toBeUndefined();
    expect(runningEmbeddedPort(pidFile(2 ** 22 + 17, '54321'))).toBeUndefined();
    expect(runningEmbeddedPort(pidFile(process.pid, ''))).toBeUndefined();
  });
});
