import { prefersReducedMotion } from '@/web/lib/theme';
import { storage } from '@/web/lib/storage';

/** docs/product.md#limits: the chime at 0.3 when a tour starts and 0.5 when it is completed. */
export const SOUND_VOLUME = { start: 0.3, complete: 0.5 } as const;
const SOUND_KEY = 'websy_tour_sound';

export function soundEnabled(): boolean {
  return storage.get(SOUND_KEY) !== 'off';
}

export function setSoundEnabled(enabled: boolean): void {
  if (enabled) storage.remove(SOUND_KEY);
  else storage.set(SOUND_KEY, 'off');
}

/** Plays the chime unless the toggle or the reduced-motion preference says no. */
export function playChime(moment: keyof typeof SOUND_VOLUME): void {
  if (!soundEnabled() || prefersReducedMotion()) return;
  const audio = new Audio('/notification-sound.mp3');
  audio.volume = SOUND_VOLUME[moment];
  // A browser may refuse to play before the user has interacted with the page: stay silent then.
  audio.play().catch(() => undefined);
}
