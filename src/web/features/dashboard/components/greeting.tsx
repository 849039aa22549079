import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPart, firstName, hourIn } from '@/web/lib/greeting';
import { useFormatters } from '@/web/lib/use-formatters';

/** 'Buenos días, Ana' in the user's time zone, re-checked every minute. */
export function useGreeting(fullName: string, email: string): string {
  const { t } = useTranslation('dashboard');
  const { settings } = useFormatters();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const part = dayPart(hourIn(now, settings.timeZone), settings.language);
  const name = firstName(fullName, email);
  return name ? t(`greeting.${part}`, { name }) : t(`greeting.${part}Anonymous`);
}
