import { eq } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { projectMembers } from '../../../db/schema/project-members';
import { users } from '../../../db/schema/users';
import { paths } from '../../../../shared/paths';
import { notify } from '../../notifications/notify';
import type { Room } from './find-room';

/** Of the ids a message mentions, the project's members (owner and collaborators), never the author. */
export async function memberMentions(tx: Tx, room: Room, ids: string[], caller: Caller): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, room.projectId));
  const members = new Set([room.ownerId, ...rows.map((r) => r.userId)]);
  return [...new Set(ids)].filter((id) => members.has(id) && id !== caller.id);
}

const EXCERPT = 120;

/** Tells the people newly mentioned, with a link to the project's chat. */
export async function notifyMentions(tx: Tx, room: Room, caller: Caller, recipients: string[], body: string) {
  if (recipients.length === 0) return;
  const [me] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, caller.id));
  const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body;
  await notify(tx, recipients, {
    titleKey: 'chat:notify.mentionTitle',
    messageKey: 'chat:notify.mentionMessage',
    params: { user: me?.fullName || me?.email || '', project: room.projectName, excerpt },
    type: 'info',
    category: 'project',
    actionUrl: paths.app.collaboration.getHref(room.projectId, 'chat'),
    senderId: caller.id,
    projectId: room.projectId,
  });
}
