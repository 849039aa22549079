import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, supportedLanguages } from '@/shared/i18n/config';
import { useAppearance } from '@/web/lib/appearance';
import { useCurrentLanguage } from '@/web/lib/use-current-language';
import { cn } from '@/web/lib/utils';

/** Each language names itself, so a lost user can always find theirs. */
export const LANGUAGE_NAMES = { es: 'Español', en: 'English', pt: 'Português' } as const;

/** Native select labelled 'Idioma' / 'Language' with options Español / English / Português. */
export function LanguageSelect({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  const language = useCurrentLanguage();
  const { setLanguage } = useAppearance();
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mr-2 text-sm font-medium'}>
        {t('language.label')}
      </label>
      <Languages
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <select
        id={id}
        // Named, so a language chosen on a prerendered first screen is kept.
        name="language"
        value={language}
        onChange={(event) => {
          const value = event.target.value;
          if (isSupportedLanguage(value)) void setLanguage(value);
        }}
        className="h-11 appearance-none rounded-md border border-transparent bg-transparent pr-3 pl-8 text-sm font-medium text-foreground hover:bg-muted focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none md:h-10"
      >
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
