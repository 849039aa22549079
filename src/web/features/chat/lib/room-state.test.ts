import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/shared/schemas/chat';
import { joinNames, mergeMessages, unreadIn, type RoomState } from './room-state';

const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  seq,
  author: { id: 'ana', full_name: 'Ana', avatar_url: null },
  body: `mensaje ${seq}`,
  mentions: [],
  attachment_file_id: null,
  attachment: null,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  deleted_at: null,
  can: { edit: false, delete: false },
  ...over,
});
const room = (seqs: number[], over: Partial<RoomState> = {}): RoomState => ({
  messages: seqs.map((s) => message(s)),
  hasMore: false,
  lastSeq: Math.max(0, ...seqs),
  lastReadSeq: 0,
  ...over,
});

describe('room state', () => {
  it('merges pages and catch-ups in sequence order, once per sequence', () => {
    const merged = mergeMessages(room([3, 4, 5]), [message(6), message(1), message(2), message(5)]);
    expect(merged.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(merged.lastSeq).toBe(6);
    expect(mergeMessages(merged, merged.messages)).toEqual(merged);
  });

  it('replaces a message by its edited or deleted copy', () => {
    const edited = mergeMessages(room([1, 2]), [message(2, { body: 'nuevo', edited_at: 'x' })]);
    expect(edited.messages[1]).toMatchObject({ body: 'nuevo', edited_at: 'x' });
  });

  it('never moves the read mark or the last sequence back', () => {
    const r = mergeMessages(room([1, 2], { lastReadSeq: 2 }), [], { lastReadSeq: 1, lastSeq: 1 });
    expect(r).toMatchObject({ lastReadSeq: 2, lastSeq: 2 });
  });

  it('counts as unread only others’ live messages after the mark', () => {
    const r = room([1, 2, 3, 4], { lastReadSeq: 1 });
    r.messages[1] = message(2, { author: { id: 'me', full_name: 'Yo', avatar_url: null } });
    r.messages[2] = message(3, { deleted_at: 'x', body: '' });
    expect(unreadIn(r, 'me')).toBe(1);
  });

  it('joins the names of who is typing for the language', () => {
    expect(joinNames(['Ana', 'Luis'], 'es')).toBe('Ana y Luis');
    expect(joinNames(['Ana', 'Luis', 'Marta'], 'en')).toBe('Ana, Luis, and Marta');
  });
});
