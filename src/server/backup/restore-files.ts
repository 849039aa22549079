import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupFormatError, chunkLineSchema, fileLineSchema, parseLine, type BackupHeader } from './format';
import type { openLineReader } from './line-reader';
import { safeUploadPath } from './uploads';

/**
 * Writes the backup's uploaded files into `staging` (beside the uploads folder), each checked
 * against its size and digest; without a staging folder (files in S3) they are read and checked
 * only.
 */
export async function stageFiles(
  reader: ReturnType<typeof openLineReader>,
  header: BackupHeader,
  staging: string | undefined,
): Promise<void> {
  if (staging) {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
  }
  for (let i = 0; i < header.files.count; i++) {
    const entry = parseLine(fileLineSchema, await reader.next(), 'un archivo');
    const target = staging ? safeUploadPath(staging, entry.path) : undefined;
    if (target) await mkdir(path.dirname(target), { recursive: true });
    const handle = target ? await open(target, 'wx', 0o600) : undefined;
    const hash = createHash('sha256');
    let size = 0;
    try {
      while (size < entry.size) {
        const chunk = Buffer.from(
          parseLine(chunkLineSchema, await reader.next(), `el contenido de ${entry.path}`).d,
          'base64',
        );
        if (chunk.length === 0) throw new BackupFormatError(`La copia está dañada en ${entry.path}.`);
        hash.update(chunk);
        size += chunk.length;
        await handle?.write(chunk);
      }
    } finally {
      await handle?.close();
    }
    if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
      throw new BackupFormatError(`La copia está dañada: ${entry.path} no coincide con su huella.`);
    }
  }
}

/** Puts the restored files in place of the uploads folder (the old one, with --force, is removed). */
export async function swapIn(staging: string, uploadsDir: string): Promise<void> {
  const old = `${uploadsDir}.replaced-${process.pid}`;
  const hadFolder = existsSync(uploadsDir);
  if (hadFolder) await rename(uploadsDir, old);
  await rename(staging, uploadsDir);
  if (hadFolder) await rm(old, { recursive: true, force: true });
}
