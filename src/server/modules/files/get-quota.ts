import { asCaller, type Caller, type Database } from '../../db/client';
import { FILE_LIMITS, type UploadQuota } from '../../../shared/schemas/files';
import { uploadsToday } from './internal/upload-quota';

/** The caller's uploads today against the daily limit, and the per-file limit. */
export async function getQuota(db: Database, caller: Caller): Promise<UploadQuota> {
  const used = await asCaller(db, caller, (tx) => uploadsToday(tx, caller.id));
  return { used, limit: FILE_LIMITS.perDay, max_file_bytes: FILE_LIMITS.maxBytes };
}
