import type { TFunction } from 'i18next';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations } from '../../db/schema/assistant';
import type { CreateConversationInput } from '../../../shared/schemas/assistant';
import { presentConversation } from './present-conversation';

/** Starts a conversation; without a title it is 'Nueva conversación' in the caller's language. */
export async function createConversation(
  db: Database,
  caller: Caller,
  input: CreateConversationInput,
  t: TFunction,
) {
  const [row] = await asCaller(db, caller, (tx) =>
    tx
      .insert(assistantConversations)
      .values({ userId: caller.id, title: input.title ?? t('assistant:newConversation') })
      .returning(),
  );
  return presentConversation(row!);
}
