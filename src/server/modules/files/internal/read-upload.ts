import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../../shared/errors';
import { ALLOWED_FILE_TYPES, FILE_LIMITS } from '../../../../shared/schemas/files';

/** Enough of the start of a file for every magic number file-type knows. */
const HEAD_BYTES = 4100;
const EXECUTABLES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/vnd.microsoft.portable-executable',
  'application/x-sharedlib',
  'application/x-executable',
]);

/** An upload being read: its bytes to store, then what they turned out to be. */
export interface ReadUpload {
  bytes: AsyncIterable<Uint8Array>;
  /** Once `bytes` is exhausted: the size and the type read from the bytes. */
  result(): { size: number; mimeType: string };
}

/** Text without a magic number: HTML and SVG are named (so downloads disarm them), the rest is plain. */
function textType(head: string): string {
  const start = head.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'text/html';
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg')))
    return 'image/svg+xml';
  return 'text/plain';
}

function assertAllowed(mime: string) {
  if (EXECUTABLES.has(mime)) throw new AppError('BAD_REQUEST', { message: 'files:errors.executable' });
  if (!ALLOWED_FILE_TYPES.includes(mime)) {
    throw new AppError('BAD_REQUEST', { message: 'files:errors.typeNotAllowed' });
  }
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { message: 'files:errors.tooLarge' });

/**
 * Reads an upload's body as it streams: refuses it (413) as soon as it passes the size limit,
 * reads its type from the first bytes with file-type (never from the name) and refuses
 * executables and types off the allow-list before anything is stored. Bytes with no magic
 * number are text/plain if the whole file is UTF-8, else application/octet-stream. A body that
 * breaks off (the client went away) is reported as an interrupted upload.
 */
export async function readUpload(body: AsyncIterable<Uint8Array>): Promise<ReadUpload> {
  const source = body[Symbol.asyncIterator]();
  let size = 0;
  const next = async () => {
    let step: IteratorResult<Uint8Array>;
    try {
      step = await source.next();
    } catch (cause) {
      throw new AppError('BAD_REQUEST', { message: 'files:errors.interrupted', cause });
    }
    if (!step.done) {
      size += step.value.byteLength;
      if (size > FILE_LIMITS.maxBytes) throw tooLarge();
    }
    return step;
  };
  const head: Uint8Array[] = [];
  let ended = false;
  while (size < HEAD_BYTES) {
    const step = await next();
    if (step.done) {
      ended = true;
      break;
    }
    head.push(step.value);
  }
  const headBuffer = Buffer.concat(head);
  const detected = (await fileTypeFromBuffer(headBuffer))?.mime;
  if (detected) assertAllowed(detected);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = !detected;
  const checkText = (chunk: Uint8Array, last: boolean) => {
    if (!text) return;
    try {
      if (chunk.includes(0)) text = false;
      else decoder.decode(chunk, { stream: !last });
    } catch {
      text = false;
    }
  };
  async function* bytes() {
    for (const chunk of head) {
      checkText(chunk, false);
      yield chunk;
    }
    while (!ended) {
      const step = await next();
      if (step.done) break;
      checkText(step.value, false);
      yield step.value;
    }
    checkText(new Uint8Array(0), true);
  }
  return {
    bytes: bytes(),
    result() {
      if (detected) return { size, mimeType: detected };
      if (!text) return { size, mimeType: 'application/octet-stream' };
      return { size, mimeType: textType(headBuffer.toString('utf8')) };
    },
  };
}
