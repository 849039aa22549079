import { describe, expect, it } from 'vitest';
import { isOwner, isSharedWithViewer } from './ownership';

const client = { id: 'c1', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('who the viewer is to a project', () => {
  it('is the owner of the projects they created, whatever their role', () => {
    expect(isOwner(client, { created_by: 'c1' })).toBe(true);
    expect(isOwner(client, { created_by: 'c2' })).toBe(false);
    expect(isOwner(admin, { created_by: 'c1' })).toBe(false);
  });

  it('marks a client’s project shared with them, never their own nor any for admins', () => {
    expect(isSharedWithViewer(client, { created_by: 'c2' })).toBe(true);
    expect(isSharedWithViewer(client, { created_by: 'c1' })).toBe(false);
    expect(isSharedWithViewer(admin, { created_by: 'c1' })).toBe(false);
  });
});
