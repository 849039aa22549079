import type { Caller } from '../../db/client';
import { chatRules } from '../../../shared/domain/chat-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what in a project's chat (decision 0017): the rules of `shared/domain/chat-policy.ts`,
 * enforced. Reading, sending and marking read are for the project's members (row-level security
 * answers 404 to anyone else); a message is edited by its author only, and deleted by its author
 * or an admin. A deleted message stays deleted.
 */
export const chatPolicy = {
  assertCanEdit(caller: Caller, message: { authorId: string | null; deletedAt: Date | null }) {
    enforce(chatRules.edit(caller, message));
  },

  assertCanDelete(caller: Caller, message: { authorId: string | null }) {
    enforce(chatRules.delete(caller, message));
  },
};
