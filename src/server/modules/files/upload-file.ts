import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { asCaller, type Caller } from '../../db/client';
import { projectFiles } from '../../db/schema/project-files';
import { users } from '../../db/schema/users';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { FILE_LIMITS, type ProjectFile } from '../../../shared/schemas/files';
import { findProject } from '../projects/find-project';
import { recordActivity } from '../projects/record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { presentFile } from './present-file';
import { readUpload } from './internal/read-upload';
import { releaseUploadSlot, reserveUploadSlot } from './internal/upload-quota';

/** An upload's name, declared size and bytes, as the request carries them. */
export interface UploadInput {
  /** The X-File-Name header, URI-encoded. */
  encodedName: string | undefined;
  /** Content-Length when the client sent one. */
  declaredSize: number | undefined;
  body: AsyncIterable<Uint8Array> | null;
}

/**
 * The upload in a request: the bytes on Node straight from the socket's IncomingMessage, whose
 * async iterator reads only as fast as the store writes (backpressure), else the web request's
 * body stream.
 */
export function uploadOf(c: Context): UploadInput {
  const length = c.req.header('content-length');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return {
    encodedName: c.req.header('x-file-name'),
    declaredSize: length === undefined ? undefined : Number(length),
    body: incoming ?? (c.req.raw.body as AsyncIterable<Uint8Array> | null),
  };
}

/** The name to show: URI-decoded, without any folder or control character, at most 255 characters. */
export function fileNameOf(encoded: string | undefined): string {
  let name = '';
  try {
    name = decodeURIComponent(encoded ?? '');
  } catch {
    name = '';
  }
  name = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name) throw new AppError('VALIDATION', { message: 'files:errors.nameRequired' });
  return name.slice(0, 255);
}

/**
 * Uploads a file to a project (members only): one of today's slots is taken first, the body is
 * streamed into the file store while its size and type are checked, and the row, the activity
 * entry and the members' realtime change are written together once the bytes are stored. If
 * anything fails on the way, the stored bytes are removed and the slot is given back.
 */
export async function uploadFile(
  deps: Pick<Deps, 'db' | 'files'>,
  caller: Caller,
  projectId: string,
  input: UploadInput,
): Promise<ProjectFile> {
  const fileName = fileNameOf(input.encodedName);
  if ((input.declaredSize ?? 0) > FILE_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: 'files:errors.tooLarge' });
  }
  const day = await asCaller(deps.db, caller, async (tx) => {
    await findProject(tx, projectId);
    return reserveUploadSlot(tx, caller.id);
  });
  const storageKey = `${projectId}/${randomUUID()}`;
  try {
    const upload = await readUpload(input.body ?? emptyBody());
    await deps.files.put(storageKey, upload.bytes);
    const { size, mimeType } = upload.result();
    return await asCaller(deps.db, caller, async (tx) => {
      const [row] = await tx
        .insert(projectFiles)
        .values({ projectId, uploadedBy: caller.id, fileName, storageKey, mimeType, fileSize: size })
        .returning();
      const [me] = await tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, caller.id));
      const name = me?.fullName || me?.email || null;
      await recordActivity(tx, {
        projectId,
        userId: caller.id,
        action: 'file_uploaded',
        key: 'files:activity.uploaded',
        params: { user: name ?? '', file: fileName },
      });
      const file = presentFile(caller, row!, name);
      await recordWebhookEvent(tx, 'file.uploaded', file);
      return file;
    });
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    await asCaller(deps.db, caller, (tx) => releaseUploadSlot(tx, caller.id, day));
    throw error;
  }
}

async function* emptyBody(): AsyncIterable<Uint8Array> {}
