import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface UploadEntry {
  /** Relative to the uploads folder, with forward slashes. */
  path: string;
  absolute: string;
  size: number;
}

/** Every regular file under the uploads folder, sorted by path (an absent folder holds none). */
export async function listUploads(dir: string): Promise<UploadEntry[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir, { recursive: true, encoding: 'utf8' });
  const entries: UploadEntry[] = [];
  for (const name of names) {
    const absolute = path.join(dir, name);
    const info = await stat(absolute);
    if (info.isFile()) entries.push({ path: name.split(path.sep).join('/'), absolute, size: info.size });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A stored path must stay inside the uploads folder: no absolute paths, no `..`. */
export function safeUploadPath(root: string, relative: string): string {
  const parts = relative.split('/');
  if (
    relative.startsWith('/') ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))
  ) {
    throw new Error(`Ruta de archivo no válida en la copia: ${relative}`);
  }
  return path.join(root, ...parts);
}
