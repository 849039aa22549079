import { describe, expect, it } from 'vitest';
import { commentCan, commentRules } from './comment-policy';

const author = { id: 'c1', role: 'user' as const };
const other = { id: 'c2', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('comment rules (docs/product.md#roles-and-what-each-sees)', () => {
  it('authors delete their own comments; admins any; nobody else', () => {
    expect(commentRules.delete(author, { userId: 'c1' })).toBeNull();
    expect(commentRules.delete(admin, { userId: 'c1' })).toBeNull();
    expect(commentRules.delete(admin, { userId: null })).toBeNull();
    expect(commentRules.delete(other, { userId: 'c1' })).toEqual({ code: 'PERMISSION' });
    expect(commentRules.delete(other, { userId: null })).toEqual({ code: 'PERMISSION' });
  });

  it('tells each caller whether they may delete the comment', () => {
    expect(commentCan(author, { userId: 'c1' })).toEqual({ delete: true });
    expect(commentCan(other, { userId: 'c1' })).toEqual({ delete: false });
  });
});
