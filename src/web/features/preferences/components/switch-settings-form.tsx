import type { ReactNode } from 'react';
import { Controller, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCard } from '@/web/components/form-card';
import { SwitchField } from '@/web/components/switch-field';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useSavePreferenceSection } from '../api/import-preferences';
import { sectionInputs } from '../preference-values';

type Switches = Record<string, boolean>;

/**
 * A settings section made of on/off choices saved together as one preference type (privacy,
 * performance), one switch per key of its schema. Texts come from
 * `settings:<section>.title|description` and `settings:<section>.<key>.label|description`. The body
 * is a list of preference items, not these fields: what the server refuses is the form's message.
 */
export function SwitchSettingsForm<S extends Switches>({
  section,
  schema,
  values,
  onSaved,
  children,
}: {
  section: 'privacy' | 'performance';
  schema: z.ZodType<S, S>;
  values: S;
  onSaved?: (data: S) => void;
  /** Shown under the switches. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const save = useSavePreferenceSection();
  const keys = Object.keys(values) as Path<S>[];
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(schema, {
    fields: keys,
    failure: describeFailure('savePreferences', { failure: 'updateSettings' }),
    defaultValues: values as DefaultValues<S>,
  });

  const onSubmit = handleSubmit((data) =>
    save.mutate(sectionInputs(section, data), {
      onSuccess: () => {
        onSaved?.(data);
        discard(data);
        notify.success(t('saved'));
      },
      onError: onServerError,
    }),
  );

  return (
    <FormCard
      title={t(`${section}.title`)}
      description={t(`${section}.description`)}
      onSubmit={onSubmit}
      error={formError}
      errorTitle={t('errors:failures.updateSettings')}
      submitLabel={t('common:actions.saveChanges')}
      pending={save.isPending}
    >
      {keys.map((key) => (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field, fieldState }) => (
            <SwitchField
              id={`${section}-${key}`}
              label={t(`${section}.${key}.label`)}
              description={t(`${section}.${key}.description`)}
              checked={Boolean(field.value)}
              error={fieldState.error?.message}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      {children}
    </FormCard>
  );
}
