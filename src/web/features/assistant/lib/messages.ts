import type { UIMessage } from 'ai';
import type { AssistantMessage } from '@/shared/schemas/assistant';
import type { AssistantAction } from '@/shared/schemas/assistant-actions';
import type { KnowledgeCitation } from '@/shared/schemas/assistant-memory';
import { attachmentsOf } from './attachments';

type StoredPart = AssistantMessage['parts'][number];
/** The data parts (`data-<name>`) a stored message may hold, by name. */
type StoredData = {
  [P in StoredPart as P extends { type: `data-${infer Name}` } ? Name : never]: P extends { data: infer D }
    ? D
    : never;
};

/** The page's messages: what the server stores, and its transient key-switch notice. */
export type AssistantUIMessage = UIMessage<unknown, { notice: { message: string } } & StoredData>;

/** A conversation's title, from its first question, when it has none yet. */
export const TITLE_LENGTH = 60;

/** The text of a message (its text parts, in order). */
export function textOf(message: Pick<AssistantUIMessage, 'parts'>): string {
  return message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();
}

/** The actions a message offers (its `data-action` parts), in order. */
export function actionsOf(message: Pick<AssistantUIMessage, 'parts'>): AssistantAction[] {
  return message.parts.flatMap((part) => (part.type === 'data-action' ? [part.data] : []));
}

/** The knowledge entries an answer cites (its `data-citations` part). */
export function citationsOf(message: Pick<AssistantUIMessage, 'parts'>): KnowledgeCitation[] {
  return message.parts.flatMap((part) => (part.type === 'data-citations' ? part.data.citations : []));
}

/** The last question the user asked, or null when there is none. */
export function lastQuestion(messages: readonly AssistantUIMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.role === 'user') return textOf(message) || null;
  }
  return null;
}

/** A title from a first question: its first line, spaces collapsed, cut at a word with '…'. */
export function titleFrom(question: string): string {
  const line = (question.trim().split('\n')[0] ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Stored messages in the shape `useChat` starts from. */
export function toUIMessages(stored: readonly AssistantMessage[]): AssistantUIMessage[] {
  return stored.map(({ id, role, parts }) => ({ id, role, parts: parts.map((p) => ({ ...p })) }));
}

/** What the chat shows back in the stored shape (the cache of the conversation's messages). */
export function toStored(messages: readonly AssistantUIMessage[], now: string): AssistantMessage[] {
  return messages.flatMap((m): AssistantMessage[] => {
    const text = textOf(m);
    const actions = actionsOf(m).map((data) => ({ type: 'data-action' as const, id: data.id, data }));
    const citations = citationsOf(m);
    const attachments = m.role === 'user' ? attachmentsOf(m) : [];
    if (m.role === 'system' || (!text && actions.length === 0)) return [];
    const parts = [
      ...(text ? [{ type: 'text' as const, text }] : []),
      ...actions,
      ...(citations.length ? [{ type: 'data-citations' as const, data: { citations } }] : []),
      ...(attachments.length ? [{ type: 'data-attachments' as const, data: { attachments } }] : []),
    ];
    return [{ id: m.id, role: m.role, parts, created_at: now }];
  });
}

/** Whether the answer being written has text yet (the typing dots show until it has). */
export function isWaitingForText(messages: readonly AssistantUIMessage[], busy: boolean): boolean {
  if (!busy) return false;
  const last = messages.at(-1);
  return !last || last.role !== 'assistant' || textOf(last) === '';
}

/** An answer without its markdown marks, to be read out once it is complete. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
