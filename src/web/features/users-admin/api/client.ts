import type { InvitationsApi, UsersApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Typed RPC clients of the users and invitations modules (decision 0004). */
export const usersApi = rpcClient<UsersApi>('/api/users');
export const invitationsApi = rpcClient<InvitationsApi>('/api/invitations');
