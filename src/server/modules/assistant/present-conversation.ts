import type {
  AssistantActionRow,
  AssistantConversationRow,
  AssistantMessageRow,
} from '../../db/schema/assistant';
import type { AssistantAction } from '../../../shared/schemas/assistant-actions';
import type { AssistantConversation, AssistantMessage } from '../../../shared/schemas/assistant';

/** A conversation as the assistant's page lists it. */
export function presentConversation(row: AssistantConversationRow): AssistantConversation {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An action the assistant offered, in its state now. */
export function presentAction(row: AssistantActionRow): AssistantAction {
  return { id: row.id, status: row.status, input: row.input, result: row.result, error: row.error };
}

/**
 * A stored message in the UI message shape `useChat` reads; an offered action carries its state
 * now (the actions' rows are the truth, never what a browser kept).
 */
export function presentMessage(
  row: AssistantMessageRow,
  actions: ReadonlyMap<string, AssistantActionRow> = new Map(),
): AssistantMessage {
  const parts = row.parts.flatMap((part): AssistantMessage['parts'] => {
    if (part.type === 'text') return [part];
    if (part.type === 'data-citations')
      return [{ type: 'data-citations', data: { citations: part.citations } }];
    if (part.type === 'data-attachments')
      return [{ type: 'data-attachments', data: { attachments: part.attachments } }];
    const action = actions.get(part.id);
    return action ? [{ type: 'data-action', id: part.id, data: presentAction(action) }] : [];
  });
  return { id: row.id, role: row.role, parts, created_at: row.createdAt.toISOString() };
}
