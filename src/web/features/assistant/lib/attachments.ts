import type { FileUIPart } from 'ai';
import {
  ATTACHMENT_IMAGE_TYPES,
  ATTACHMENT_LIMITS,
  ATTACHMENT_TEXT_TYPES,
  type AttachmentInfo,
} from '@/shared/schemas/assistant-attachments';
import type { AssistantUIMessage } from './messages';

const IMAGE_TYPES: ReadonlySet<string> = new Set(ATTACHMENT_IMAGE_TYPES);
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A refusal to show under the composer: an i18n key of `assistant` and its values. */
export interface AttachRefusal {
  key: string;
  values?: Record<string, string>;
}

/**
 * Adds picked files to those already attached, as the server would judge them by name and size
 * (it reads the bytes again): at most 3, images up to 4 MB, .txt/.md/.csv/.json up to 256 KB.
 * The first refusal stops the files after it.
 */
export function addFiles(current: readonly File[], picked: readonly File[]) {
  const files = [...current];
  for (const file of picked) {
    if (files.length >= ATTACHMENT_LIMITS.maxFiles)
      return { files, refusal: { key: 'errors.tooManyAttachments' } };
    const image = IMAGE_TYPES.has(file.type);
    if (!image && !(extensionOf(file.name) in ATTACHMENT_TEXT_TYPES))
      return { files, refusal: { key: 'errors.attachmentType', values: { name: file.name } } };
    const max = image ? ATTACHMENT_LIMITS.imageBytes : ATTACHMENT_LIMITS.textBytes;
    if (file.size > max)
      return {
        files,
        refusal: {
          key: 'errors.attachmentTooLargeNamed',
          values: { name: file.name, max: image ? `${max / 1024 / 1024} MB` : `${max / 1024} KB` },
        },
      };
    if (file.size === 0) return { files, refusal: { key: 'errors.attachmentEmpty' } };
    files.push(file);
  }
  return { files, refusal: null as AttachRefusal | null };
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The files as the chat's message parts (data URLs, what `useChat` keeps and the transport sends). */
export async function toFileParts(files: readonly File[]): Promise<FileUIPart[]> {
  return Promise.all(
    files.map(async (file) => ({
      type: 'file' as const,
      mediaType: file.type || ATTACHMENT_TEXT_TYPES[extensionOf(file.name)] || 'text/plain',
      filename: file.name,
      url: await dataUrl(file),
    })),
  );
}

/** The bytes of a data URL's base64 payload. */
const base64Of = (url: string) => url.slice(url.indexOf(',') + 1);
const sizeOf = (url: string) => {
  const data = base64Of(url);
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
};

/** A message's files as the transport sends them: name and base64 bytes. */
export function attachmentsToSend(message: Pick<AssistantUIMessage, 'parts'> | undefined) {
  return (message?.parts ?? []).flatMap((part) =>
    part.type === 'file' && part.url.startsWith('data:')
      ? [{ name: part.filename ?? 'archivo', data: base64Of(part.url) }]
      : [],
  );
}

/** What a message shows of its files: those just sent (file parts) or the stored names. */
export function attachmentsOf(message: Pick<AssistantUIMessage, 'parts'>): AttachmentInfo[] {
  return message.parts.flatMap((part): AttachmentInfo[] => {
    if (part.type === 'data-attachments') return part.data.attachments;
    if (part.type === 'file')
      return [{ name: part.filename ?? '', media_type: part.mediaType, size: sizeOf(part.url) }];
    return [];
  });
}

/** A file's size in the reader's language (B, KB or MB, 1024-based like the limits). */
export function formatSize(bytes: number, language: string): string {
  const [unit, value] =
    bytes < 1024
      ? ['byte', bytes]
      : bytes < 1024 * 1024
        ? ['kilobyte', bytes / 1024]
        : ['megabyte', bytes / 1024 / 1024];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
