/** Everything of this feature lives under 'assistant'. */
export const assistantKeys = {
  all: ['assistant'] as const,
  status: () => [...assistantKeys.all, 'status'] as const,
  greeting: () => [...assistantKeys.all, 'greeting'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  memories: () => [...assistantKeys.all, 'memories'] as const,
  profile: () => [...assistantKeys.all, 'profile'] as const,
  knowledge: (q: string) => [...assistantKeys.all, 'knowledge', q] as const,
  messages: (conversationId: string) => [...assistantKeys.all, 'messages', conversationId] as const,
};
