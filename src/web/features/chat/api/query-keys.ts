/**
 * Query keys of the chat. 'chat-unread' is what a realtime chat_messages change refreshes
 * (lib/realtime-invalidation.ts); the room's messages are applied by the pane itself.
 */
export const chatKeys = {
  room: (projectId: string) => ['chat', 'room', projectId] as const,
  unread: () => ['chat-unread'] as const,
  members: (projectId: string) => ['chat', 'members', projectId] as const,
  presence: () => ['chat', 'presence'] as const,
  /** Under 'files', so an upload or a deletion anywhere (a realtime project_files change) refreshes it. */
  attachable: (projectId: string) => ['files', 'chat-attachable', projectId] as const,
};
