import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/web/lib/use-current-language';
import type { AnalyticsContext } from './context';

/** The pure builders' context (translations of `analytics`, the UI language), kept stable. */
export function useAnalyticsContext(): AnalyticsContext {
  const { t } = useTranslation('analytics');
  const language = useCurrentLanguage();
  return useMemo(() => ({ t: (key, options) => t(key, options ?? {}), language }), [t, language]);
}
