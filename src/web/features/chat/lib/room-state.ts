import type { ChatMessage, MessagePage } from '@/shared/schemas/chat';

/** What the pane holds of a room: a window of messages ascending by sequence, and where it stands. */
export interface RoomState {
  messages: ChatMessage[];
  /** Older messages remain above the first one. */
  hasMore: boolean;
  lastSeq: number;
  lastReadSeq: number;
}

export function roomFromPage(page: MessagePage): RoomState {
  return {
    messages: page.messages,
    hasMore: page.has_more,
    lastSeq: page.last_seq,
    lastReadSeq: page.last_read_seq,
  };
}

/**
 * The room with `incoming` merged in: one message per sequence (the newer copy wins: an edit or
 * a deletion replaces it), ascending. Sequences have no gaps, so merging a catch-up never leaves
 * a hole, and merging the same page twice changes nothing.
 */
export function mergeMessages(
  room: RoomState,
  incoming: readonly ChatMessage[],
  patch: Partial<Omit<RoomState, 'messages'>> = {},
): RoomState {
  const bySeq = new Map(room.messages.map((m) => [m.seq, m]));
  for (const message of incoming) bySeq.set(message.seq, message);
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return {
    ...room,
    ...patch,
    messages,
    lastSeq: Math.max(room.lastSeq, patch.lastSeq ?? 0, messages.at(-1)?.seq ?? 0),
    lastReadSeq: Math.max(room.lastReadSeq, patch.lastReadSeq ?? 0),
  };
}

/** Messages of others after the read mark that are not deleted: what "new" means in the pane. */
export function unreadIn(room: RoomState, viewerId: string): number {
  return room.messages.filter(
    (m) => m.seq > room.lastReadSeq && m.author?.id !== viewerId && m.deleted_at === null,
  ).length;
}

/** "Ana", "Ana y Luis", "Ana, Luis y Marta": the names of who is typing, joined for the language. */
export function joinNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
