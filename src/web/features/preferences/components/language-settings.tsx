import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '@/shared/i18n/config';
import { languageSchema } from '@/shared/schemas/preferences';
import { LANGUAGE_NAMES } from '@/web/components/language-select';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { useAppearance } from '@/web/lib/appearance';
import { useCurrentLanguage } from '@/web/lib/use-current-language';
import { cn } from '@/web/lib/utils';
import { SectionCard } from '@/web/components/section-card';

/** Español / English / Português: applied at once and saved (type language). */
export function LanguageSettings() {
  const { t } = useTranslation('settings');
  const id = useId();
  const language = useCurrentLanguage();
  const { setLanguage } = useAppearance();
  return (
    <SectionCard title={t('language.title')} description={t('language.description')}>
      <RadioGroup
        value={language}
        onValueChange={(value) => {
          const parsed = languageSchema.safeParse(value);
          if (parsed.success) void setLanguage(parsed.data);
        }}
        aria-labelledby={`${id}-legend`}
        className="grid gap-3 sm:max-w-md"
      >
        <p id={`${id}-legend`} className="sr-only">
          {t('language.choose')}
        </p>
        {supportedLanguages.map((code) => (
          <label
            key={code}
            lang={code}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-muted',
              language === code && 'border-primary bg-accent text-accent-foreground',
            )}
          >
            <RadioGroupItem value={code} aria-label={LANGUAGE_NAMES[code]} />
            <span aria-hidden="true">{LANGUAGE_NAMES[code]}</span>
          </label>
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
