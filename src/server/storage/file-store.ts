import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';

/** The bytes of a stored file and how many there are. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live (decision 0017): a folder on disk by default, any S3-compatible store when
 * `S3_*` is set. Keys are made by the server (`<project>/<uuid>`), never from a file's name.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores `body` under `key`, streaming (never the whole file in memory). If `body` throws, the
   * error is rethrown and nothing is left behind: no partial file, no open multipart upload.
   */
  put(key: string, body: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object (nothing happens when it is already gone). */
  delete(key: string): Promise<void>;
}

export function createFileStore(config: Pick<Config, 'integrations' | 'uploadsDir'>): FileStore {
  const s3 = config.integrations.s3;
  return s3 ? createS3Store(s3) : createDiskStore(config.uploadsDir);
}
