import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupFormatError } from './format';

/**
 * Reads a backup file line by line (gunzip on the fly), hashing every line it hands out so the
 * `end` line's digest can be checked. A truncated or corrupted gzip stream becomes a
 * BackupFormatError.
 */
export function openLineReader(file: string) {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const chunks = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const hash = createHash('sha256');
  let buffer = '';
  let ended = false;
  const decoder = new TextDecoder('utf-8', { fatal: true });

  async function fill(): Promise<boolean> {
    if (ended) return false;
    try {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        buffer += decoder.decode();
        return false;
      }
      buffer += decoder.decode(next.value, { stream: true });
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT') throw new BackupFormatError(`No existe el archivo ${file}.`);
      throw new BackupFormatError(
        `La copia está dañada o incompleta (${(error as Error).message}): no se ha restaurado nada.`,
      );
    }
  }

  return {
    /** The next line, or undefined at the end of the file. */
    async next(options: { hashed?: boolean } = {}): Promise<string | undefined> {
      for (;;) {
        const newline = buffer.indexOf('\n');
        if (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (options.hashed !== false) hash.update(`${line}\n`);
          return line;
        }
        if (!(await fill())) {
          if (buffer === '') return undefined;
          throw new BackupFormatError(
            'La copia está incompleta (termina a mitad de una línea): no se ha restaurado nada.',
          );
        }
      }
    },
    digest: () => hash.digest('hex'),
    close() {
      source.destroy();
      gunzip.destroy();
    },
  };
}
