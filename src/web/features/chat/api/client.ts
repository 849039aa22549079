import type { ChatApi, MembersApi, PresenceApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Mounted at /api: '/projects/{id}/chat/…', '/chat/messages/{messageId}' and '/chat/unread'. */
export const chatClient = rpcClient<ChatApi>('/api');
/** The project's members (the mention picker and the people tab). */
export const membersClient = rpcClient<MembersApi>('/api');
export const presenceClient = rpcClient<PresenceApi>('/api/presence');
