import type { ChangeMessage, ServerMessage } from '@/shared/realtime';

/**
 * States of the realtime client (docs/product.md#lifecycles): connecting → connected (the server welcomed the socket
 * and confirmed every table subscription, so no later change can be missed) → disconnecting (we
 * close it) → disconnected.
 */
export type RealtimeStatus = 'connecting' | 'connected' | 'disconnecting' | 'disconnected';

/**
 * What listeners hear: a committed change, or a `resync` when changes may have been missed (the
 * server dropped some from a full buffer, or the socket came back after a loss).
 */
export type RealtimeEvent =
  ChangeMessage | { type: 'resync'; reason: 'dropped' | 'reconnect' } | TypingMessage;

/** A project member is typing in its chat (ephemeral, never stored). */
export type TypingMessage = Extract<ServerMessage, { type: 'typing' }>;
