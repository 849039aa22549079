import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_TIMINGS } from '@/shared/realtime';
import { useRealtimeClient } from '@/web/lib/realtime-context';

/**
 * The typing indicator of a project's chat: who else is typing (ids, each shown for a few seconds
 * after their last signal) and `typing()`, to call on every keystroke: it tells the others at
 * most every few seconds. Nothing of it is stored.
 */
export function useTyping(projectId: string) {
  const realtime = useRealtimeClient();
  const [typing, setTyping] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastSent = useRef(0);

  useEffect(() => {
    if (!realtime) return;
    const owned = timers.current;
    const stop = realtime.onEvent((event) => {
      if (event.type === 'typing' && event.project_id === projectId) {
        const { user_id: userId } = event;
        clearTimeout(owned.get(userId));
        owned.set(
          userId,
          setTimeout(() => {
            owned.delete(userId);
            setTyping((ids) => ids.filter((id) => id !== userId));
          }, TYPING_TIMINGS.showMs),
        );
        setTyping((ids) => (ids.includes(userId) ? ids : [...ids, userId]));
      } else if (event.type === 'change' && event.table === 'chat_messages' && event.op === 'insert') {
        // A message arrived: whoever sent it has stopped typing; the next signal shows them again.
        setTyping([]);
        owned.forEach(clearTimeout);
        owned.clear();
      }
    });
    return () => {
      stop();
      owned.forEach(clearTimeout);
      owned.clear();
    };
  }, [realtime, projectId]);

  const signal = useCallback(() => {
    const now = Date.now();
    if (!realtime || now - lastSent.current < TYPING_TIMINGS.repeatMs) return;
    // Not connected yet: nothing leaves, and the next keystroke tries again.
    if (realtime.status !== 'connected') return;
    lastSent.current = now;
    realtime.sendTyping(projectId);
  }, [realtime, projectId]);

  /** After sending, the next keystroke signals again at once. */
  const reset = useCallback(() => {
    lastSent.current = 0;
  }, []);

  return { typing, signal, reset };
}
