import { hc } from 'hono/client';
import type { InvitationsApi, UsersApi } from '@/server/app';
import { currentLanguage } from '@/web/lib/i18n';

/** Typed RPC clients of the users and invitations modules (decision 0004). */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const usersApi = hc<UsersApi>(`${origin}/api/users`, options);
export const invitationsApi = hc<InvitationsApi>(`${origin}/api/invitations`, options);
