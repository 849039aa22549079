import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@/shared/limits';
import { STORAGE_KEYS, storage } from '@/web/lib/storage';

/**
 * When the floating 'need help?' card is due (docs/product.md#screens-and-navigation): 30 s after the shell opens, unless it was
 * dismissed. Its code loads only then (`help-card.tsx`); `dismiss` hides it for good.
 */
export function useHelpCardDue(): [due: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => storage.get(STORAGE_KEYS.helpDismissed) === 'true');
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (dismissed) return undefined;
    const timer = setTimeout(() => setElapsed(true), TIMINGS.helpPromptMs);
    return () => clearTimeout(timer);
  }, [dismissed]);
  const dismiss = useCallback(() => {
    storage.set(STORAGE_KEYS.helpDismissed, 'true');
    setDismissed(true);
  }, []);
  return [elapsed && !dismissed, dismiss];
}
