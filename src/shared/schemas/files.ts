import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageMetaSchema, pageQuerySchema } from './common';

/**
 * Project files (decision 0017, docs/product.md#limits): what an upload may be and how the list shows it. The type is
 * read from the bytes on the server; the browser refuses what is too large before sending it.
 */
export const FILE_LIMITS = { maxBytes: LIMITS.uploadBytes, perDay: LIMITS.uploadsPerDay } as const;

/** Types an agency exchanges with its clients: images, documents, archives, text, audio and video. */
export const ALLOWED_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'image/heic',
  'image/vnd.adobe.photoshop',
  'image/svg+xml',
  'image/x-icon',
  'application/pdf',
  'application/postscript',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/xml',
  'text/plain',
  'text/html',
  'application/octet-stream',
  'font/woff',
  'font/woff2',
  'font/ttf',
  'font/otf',
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/aac',
  'audio/x-m4a',
  'audio/mp4',
  'audio/flac',
  'audio/webm',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/ogg',
  'video/x-msvideo',
  'video/mpeg',
];

/** Shown in the page (`?inline=1`): raster images and PDF; everything else is only downloaded. */
export const PREVIEWABLE_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
];

export const projectFileSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  uploaded_by: z.uuid().nullable(),
  uploader_name: z.string().nullable(),
  uploaded_at: z.string(),
  /** The uploader and the admins may delete it. */
  can_delete: z.boolean(),
  /** `?inline=1` shows it (raster image or PDF). */
  previewable: z.boolean(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const fileListQuerySchema = pageQuerySchema({ limit: 20, max: 100 });
export const fileListSchema = pageMetaSchema.extend({ files: z.array(projectFileSchema) });
export type FileList = z.infer<typeof fileListSchema>;

export const uploadQuotaSchema = z.object({
  /** Uploads the caller made today (the database's calendar). */
  used: z.number().int(),
  limit: z.number().int(),
  max_file_bytes: z.number().int(),
});
export type UploadQuota = z.infer<typeof uploadQuotaSchema>;

export const downloadQuerySchema = z.object({ inline: z.enum(['0', '1']).optional() });
