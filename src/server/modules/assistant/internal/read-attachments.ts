import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../../shared/errors';
import {
  ATTACHMENT_IMAGE_TYPES,
  ATTACHMENT_LIMITS,
  ATTACHMENT_TEXT_TYPES,
  type AttachmentInfo,
  type AttachmentInput,
} from '../../../../shared/schemas/assistant-attachments';

/** A file checked and ready for the model: an image's bytes, or a text file's text. */
export type ReadAttachment = AttachmentInfo &
  ({ kind: 'image'; bytes: Uint8Array } | { kind: 'text'; text: string });

const IMAGE_TYPES: ReadonlySet<string> = new Set(ATTACHMENT_IMAGE_TYPES);
const MB = 1024 * 1024;

const refused = (name: string) =>
  new AppError('BAD_REQUEST', { message: 'assistant:errors.attachmentType', params: { name } });
const tooLarge = (name: string, bytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    message: 'assistant:errors.attachmentTooLargeNamed',
    params: { name, max: bytes >= MB ? `${bytes / MB} MB` : `${bytes / 1024} KB` },
  });

/** UTF-8 text without NUL bytes, or null. */
function utf8Text(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads the files attached to a message (decision 0032): an image's type comes from its bytes
 * (file-type, never the name) and must be png, jpeg, webp or gif, at most 4 MB; anything without a
 * magic number is a text file when its name ends in .txt, .md, .csv or .json and its bytes are
 * UTF-8 text, at most 256 KB. Everything else is refused with the file's name (400, or 413 when
 * too large) before the message is stored.
 */
export async function readAttachments(inputs: readonly AttachmentInput[]): Promise<ReadAttachment[]> {
  if (inputs.length > ATTACHMENT_LIMITS.maxFiles)
    throw new AppError('BAD_REQUEST', { message: 'assistant:errors.tooManyAttachments' });
  const read: ReadAttachment[] = [];
  for (const { name, data } of inputs) {
    // A file over every limit is refused before it is decoded.
    if (data.length > Math.ceil(ATTACHMENT_LIMITS.imageBytes / 3) * 4 + 4)
      throw tooLarge(name, ATTACHMENT_LIMITS.imageBytes);
    const bytes = new Uint8Array(Buffer.from(data, 'base64'));
    if (bytes.byteLength === 0) throw refused(name);
    const detected = (await fileTypeFromBuffer(bytes))?.mime;
    if (detected) {
      if (!IMAGE_TYPES.has(detected)) throw refused(name);
      if (bytes.byteLength > ATTACHMENT_LIMITS.imageBytes) throw tooLarge(name, ATTACHMENT_LIMITS.imageBytes);
      read.push({ kind: 'image', name, media_type: detected, size: bytes.byteLength, bytes });
      continue;
    }
    const mediaType = ATTACHMENT_TEXT_TYPES[extname(name).slice(1).toLowerCase()];
    if (!mediaType) throw refused(name);
    if (bytes.byteLength > ATTACHMENT_LIMITS.textBytes) throw tooLarge(name, ATTACHMENT_LIMITS.textBytes);
    const text = utf8Text(bytes);
    if (text === null) throw refused(name);
    read.push({ kind: 'text', name, media_type: mediaType, size: bytes.byteLength, text });
  }
  return read;
}

/** What a stored message keeps of its files. */
export const attachmentInfo = (files: readonly ReadAttachment[]): AttachmentInfo[] =>
  files.map(({ name, media_type, size }) => ({ name, media_type, size }));
