import { useTranslation } from 'react-i18next';
import { matchLanguage } from '@/shared/i18n/config';
import type { Language } from '@/shared/schemas/preferences';

/** The UI language (es/en/pt), re-rendering when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return matchLanguage(i18n.resolvedLanguage ?? i18n.language);
}
