import type { Tx } from '../../db/client';
import { projectActivityLog } from '../../db/schema/project-activity';
import { translator } from '../../lib/i18n';

/** Appends to project_activity_log; the description is Spanish, metadata keeps key and params. */
export async function recordActivity(
  tx: Tx,
  entry: {
    projectId: string;
    userId: string;
    action: string;
    key: string;
    params?: Record<string, string | number>;
  },
): Promise<void> {
  const params = entry.params ?? {};
  await tx.insert(projectActivityLog).values({
    projectId: entry.projectId,
    userId: entry.userId,
    action: entry.action,
    description: translator('es')(entry.key, params),
    metadata: { i18n: { key: entry.key, params } },
  });
}
