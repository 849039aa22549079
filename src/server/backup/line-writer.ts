import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';

/** Writes lines into a gzip file with back-pressure, hashing everything written. */
export function openLineWriter(file: string) {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const done = pipeline(gzip, out);
  // Surface a write error at the next write rather than as an unhandled rejection.
  let failure: unknown;
  done.catch((error: unknown) => {
    failure = error;
  });
  const hash = createHash('sha256');
  let written = 0;
  return {
    async line(text: string) {
      if (failure) throw failure;
      const chunk = `${text}\n`;
      hash.update(chunk);
      written += Buffer.byteLength(chunk);
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
    },
    digest: () => hash.digest('hex'),
    uncompressedBytes: () => written,
    async close(lastLine: string) {
      if (failure) throw failure;
      gzip.end(`${lastLine}\n`);
      await done;
    },
    abort() {
      gzip.destroy();
      out.destroy();
    },
  };
}
