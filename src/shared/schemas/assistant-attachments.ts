import { z } from 'zod';

/**
 * Files attached to a message to the assistant (decision 0022, docs/product.md#api-conventions "inline image data and file
 * text", decision 0032): images go to the model as inline data, text files as their text.
 */
export const ATTACHMENT_LIMITS = {
  /** Files per message. */
  maxFiles: 3,
  /** An image's bytes (png, jpeg, webp, gif). */
  imageBytes: 4 * 1024 * 1024,
  /** A text file's bytes (txt, md, csv, json). */
  textBytes: 256 * 1024,
} as const;

/** Image types, read from the bytes (never from the name). */
export const ATTACHMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Text files by extension (their bytes must be UTF-8 text), with the type the model is told. */
export const ATTACHMENT_TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

/** What the file picker offers (the server decides from the bytes). */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_IMAGE_TYPES,
  ...Object.keys(ATTACHMENT_TEXT_TYPES).map((ext) => `.${ext}`),
].join(',');

/** The longest base64 text of the largest file allowed. */
const BASE64_MAX = Math.ceil(ATTACHMENT_LIMITS.imageBytes / 3) * 4;

/**
 * The send route's own body limit: the largest files base64-encoded, plus the message itself.
 * Every other JSON body keeps its 1 MiB (decision 0023).
 */
export const ASSISTANT_MESSAGE_BODY_LIMIT_BYTES = ATTACHMENT_LIMITS.maxFiles * BASE64_MAX + 256 * 1024;

/** One attached file as sent: its name and its bytes in base64. */
export const attachmentInputSchema = z.object({
  name: z.string().trim().min(1).max(255),
  data: z
    .string()
    .min(1, 'assistant:errors.attachmentEmpty')
    // The body limit bounds it; its decoded size is judged per type, with the file's name.
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'assistant:errors.attachmentInvalid'),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

/** A hard bound only: more than `maxFiles` is refused with its own message when read. */
export const attachmentsInputSchema = z
  .array(attachmentInputSchema)
  .max(20, 'assistant:errors.tooManyAttachments');

/** What a stored message keeps of its files: name, type and size (never the bytes). */
export const attachmentInfoSchema = z.object({
  name: z.string(),
  media_type: z.string(),
  size: z.number().int(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfoSchema>;
