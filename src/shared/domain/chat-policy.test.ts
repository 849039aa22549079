import { describe, expect, it } from 'vitest';
import { chatRules, messageCan } from './chat-policy';

const author = { id: 'c1', role: 'user' as const };
const member = { id: 'c2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };
const live = { authorId: 'c1', deletedAt: null };
const deleted = { authorId: 'c1', deletedAt: new Date('2026-11-20T10:00:00Z') };

describe('chat rules (decision 0017)', () => {
  it('only its author edits a message, and never once deleted', () => {
    expect(chatRules.edit(author, live)).toBeNull();
    for (const who of [member, admin]) {
      expect(chatRules.edit(who, live)).toEqual({ code: 'PERMISSION', message: 'chat:errors.editOwnOnly' });
    }
    expect(chatRules.edit(author, deleted)).toEqual({ code: 'BAD_REQUEST', message: 'chat:errors.deleted' });
  });

  it('its author and the admins delete a message; another member does not', () => {
    expect(chatRules.delete(author, live)).toBeNull();
    expect(chatRules.delete(admin, live)).toBeNull();
    expect(chatRules.delete(member, live)).toEqual({
      code: 'PERMISSION',
      message: 'chat:errors.deleteOwnOnly',
    });
    expect(chatRules.delete(member, { authorId: null })).toEqual({
      code: 'PERMISSION',
      message: 'chat:errors.deleteOwnOnly',
    });
  });

  it('tells each caller what they may do with the message', () => {
    expect(messageCan(author, live)).toEqual({ edit: true, delete: true });
    expect(messageCan(admin, live)).toEqual({ edit: false, delete: true });
    expect(messageCan(member, live)).toEqual({ edit: false, delete: false });
    expect(messageCan(author, deleted)).toEqual({ edit: false, delete: true });
  });
});
