import { Moon, Sun } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/form-field';
import { FormCard } from '@/web/components/form-card';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { NativeSelect } from '@/web/components/ui/select';
import { useAppearance } from '@/web/lib/appearance';
import { describeFailure } from '@/web/lib/error-toast';
import { formatDate, formatTime, listTimeZones } from '@/web/lib/formatters';
import { notify } from '@/web/lib/toast';
import { useFallbackTimeZone } from '@/web/lib/use-formatters';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { cn } from '@/web/lib/utils';
import { useSavePreferenceSection } from '../api/import-preferences';
import type { PreferenceItem } from '../api/get-preferences';
import {
  generalSettingsFrom,
  generalSettingsSchema,
  hasPreference,
  sectionInputs,
} from '../preference-values';

const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
const TIME_FORMATS = ['24h', '12h'] as const;
const SAMPLE = new Date('2025-12-31T17:45:00Z');

/**
 * Theme, time zone, date format and time format (types theme and general). The body is a list of
 * preference items, not these fields: what the server refuses is the form's message.
 */
export function GeneralSettingsForm({ items }: { items: PreferenceItem[] }) {
  const { t } = useTranslation('settings');
  const appearance = useAppearance();
  const save = useSavePreferenceSection();
  const zones = useMemo(() => listTimeZones(), []);
  const fallbackZone = useFallbackTimeZone();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(generalSettingsSchema, {
    fields: ['theme', 'timezone', 'date_format', 'time_format'],
    failure: describeFailure('savePreferences', { failure: 'updateSettings' }),
    // The browser's zone as the server knew it when it drew this screen: the same on both sides.
    defaultValues: generalSettingsFrom(items, appearance.theme, fallbackZone),
  });
  // Hydrated in the zone the server drew the screen in, the browser's own zone arrives after: it
  // becomes the field's default, unless one is saved or the person has already chosen another.
  const savedZone = hasPreference(items, 'general', 'timezone');
  useEffect(() => {
    if (savedZone || form.getFieldState('timezone').isDirty) return;
    form.resetField('timezone', { defaultValue: fallbackZone });
  }, [fallbackZone, savedZone, form]);
  const values = useWatch({ control: form.control });
  const sample = `${formatDate(SAMPLE, { timeZone: values.timezone ?? 'UTC', dateFormat: values.date_format ?? 'dd/MM/yyyy' })} · ${formatTime(SAMPLE, { timeZone: values.timezone ?? 'UTC', timeFormat: values.time_format ?? '24h' })}`;

  const onSubmit = handleSubmit((data) => {
    const { theme, ...general } = data;
    save.mutate(
      [
        { preference_type: 'theme', preference_key: 'theme', preference_value: theme },
        ...sectionInputs('general', general),
      ],
      {
        onSuccess: () => {
          appearance.applyServerPreferences({ theme });
          discard(data);
          notify.success(t('saved'));
        },
        onError: onServerError,
      },
    );
  });

  return (
    <FormCard
      title={t('general.title')}
      description={t('general.description')}
      onSubmit={onSubmit}
      error={formError}
      errorTitle={t('errors:failures.updateSettings')}
      submitLabel={t('common:actions.saveChanges')}
      pending={save.isPending}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t('general.theme')}</legend>
        <Controller
          control={form.control}
          name="theme"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="grid grid-cols-2 gap-3 sm:max-w-md"
              aria-label={t('general.theme')}
            >
              {(['light', 'dark'] as const).map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-muted',
                    field.value === option && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  <RadioGroupItem value={option} />
                  {option === 'light' ? (
                    <Sun className="size-4" aria-hidden="true" />
                  ) : (
                    <Moon className="size-4" aria-hidden="true" />
                  )}
                  {t(`general.themes.${option}`)}
                </label>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          label={t('general.timezone')}
          error={form.formState.errors.timezone?.message}
          className="md:col-span-2"
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('timezone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('general.dateFormat')} error={form.formState.errors.date_format?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('date_format')}>
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {`${formatDate(SAMPLE, { timeZone: 'UTC', dateFormat: format })} (${t(`general.dateFormats.${format.replace(/\//g, '-')}`)})`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('general.timeFormat')} error={form.formState.errors.time_format?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('time_format')}>
              {TIME_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {`${formatTime(SAMPLE, { timeZone: 'UTC', timeFormat: format })} (${t(`general.timeFormats.${format}`)})`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <p className="rounded-lg bg-muted px-4 py-3 text-sm" aria-live="polite">
        <span className="text-muted-foreground">{t('general.preview')}</span>{' '}
        <span className="font-medium tabular">{sample}</span>
      </p>
    </FormCard>
  );
}
