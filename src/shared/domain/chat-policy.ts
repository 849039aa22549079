import type { ChatMessageCan } from '../schemas/chat';
import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the chat rules read of a message. */
export interface MessageFacts {
  /** Null when the author's account was removed. */
  authorId: string | null;
  deletedAt: Date | null;
}

/**
 * Who may do what in a project's chat (decision 0017). Reading, sending and marking read are for the
 * project's members (the database answers 404 to anyone else); a message is edited by its author
 * only, and deleted by its author or an admin. A deleted message stays deleted.
 */
export const chatRules = {
  edit(actor: Actor, message: MessageFacts): Verdict {
    if (message.authorId !== actor.id) return refuse('PERMISSION', 'chat:errors.editOwnOnly');
    if (message.deletedAt) return refuse('BAD_REQUEST', 'chat:errors.deleted');
    return null;
  },

  delete(actor: Actor, message: Pick<MessageFacts, 'authorId'>): Verdict {
    return message.authorId === actor.id || isAdminActor(actor)
      ? null
      : refuse('PERMISSION', 'chat:errors.deleteOwnOnly');
  },
};

/** What the message's `can` tells the web. */
export function messageCan(actor: Actor, message: MessageFacts): ChatMessageCan {
  return {
    edit: allowed(chatRules.edit(actor, message)),
    delete: allowed(chatRules.delete(actor, message)),
  };
}
