import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/**
 * Files under a folder of the data directory. A file is written beside its final name and
 * renamed into place once complete, so a reader never sees half of one and a failed upload
 * leaves nothing.
 */
export function createDiskStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key outside the store: ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(Readable.from(body), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
