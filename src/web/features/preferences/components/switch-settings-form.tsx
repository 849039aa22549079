import type { ReactNode } from 'react';
import { Controller, useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { notify } from '@/web/lib/toast';
import { useSavePreferenceSection } from '../api/import-preferences';
import { sectionInputs } from '../preference-values';
import { SettingsSection, SwitchRow } from './settings-section';

/**
 * A settings section made of on/off choices saved together as one preference type (privacy,
 * performance). Texts come from `settings:<section>.title|description` and
 * `settings:<section>.<key>.label|description`.
 */
export function SwitchSettingsForm<S extends Record<string, boolean>>({
  section,
  keys,
  values,
  onSaved,
  children,
}: {
  section: 'privacy' | 'performance';
  keys: readonly (keyof S & string)[];
  values: S;
  onSaved?: (data: S) => void;
  /** Shown under the switches. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const save = useSavePreferenceSection();
  const form = useForm<S>({ defaultValues: values as DefaultValues<S> });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(sectionInputs(section, data), {
      onSuccess: () => {
        onSaved?.(data);
        form.reset(data);
        notify.success(t('saved'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsSection
        title={t(`${section}.title`)}
        description={t(`${section}.description`)}
        footer={
          <Button type="submit" loading={save.isPending}>
            {t('common:actions.saveChanges')}
          </Button>
        }
      >
        {keys.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={key as Path<S>}
            render={({ field }) => (
              <SwitchRow
                id={`${section}-${key}`}
                label={t(`${section}.${key}.label`)}
                description={t(`${section}.${key}.description`)}
                control={
                  <Switch
                    id={`${section}-${key}`}
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                    aria-describedby={`${section}-${key}-description`}
                  />
                }
              />
            )}
          />
        ))}
        {children}
      </SettingsSection>
    </form>
  );
}
