import type { TFunction } from 'i18next';

/** How long a "view as client" lasted, in the reader's words ("45 s", "7 min", "1 h 5 min"). */
export function viewDuration(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('viewAs:duration.seconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('viewAs:duration.minutes', { count: minutes });
  return t('viewAs:duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
