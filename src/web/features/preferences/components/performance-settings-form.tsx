import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { useAppearance } from '@/web/lib/appearance';
import { notify } from '@/web/lib/toast';
import { useSavePreferenceSection } from '../api/import-preferences';
import type { PreferenceItem } from '../api/get-preferences';
import { performanceSettingsFrom, sectionInputs, type PerformanceSettings } from '../preference-values';
import { SettingsSection, SwitchRow } from './settings-section';

const KEYS = ['reduce_motion', 'data_saver'] as const;

/** Reduce motion (turns transitions off) and data saver (no external images) — type performance. */
export function PerformanceSettingsForm({ items }: { items: PreferenceItem[] }) {
  const { t } = useTranslation('settings');
  const appearance = useAppearance();
  const save = useSavePreferenceSection();
  const form = useForm<PerformanceSettings>({ defaultValues: performanceSettingsFrom(items) });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(sectionInputs('performance', data), {
      onSuccess: () => {
        appearance.setReduceMotion(data.reduce_motion);
        appearance.setDataSaver(data.data_saver);
        form.reset(data);
        notify.success(t('saved'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsSection
        title={t('performance.title')}
        description={t('performance.description')}
        footer={
          <Button type="submit" loading={save.isPending}>
            {t('common:actions.saveChanges')}
          </Button>
        }
      >
        {KEYS.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <SwitchRow
                id={`performance-${key}`}
                label={t(`performance.${key}.label`)}
                description={t(`performance.${key}.description`)}
                control={
                  <Switch
                    id={`performance-${key}`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    aria-describedby={`performance-${key}-description`}
                  />
                }
              />
            )}
          />
        ))}
      </SettingsSection>
    </form>
  );
}
