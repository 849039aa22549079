import { afterEach, describe, expect, it } from 'vitest';
import { socketDirectory } from './embedded';

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
