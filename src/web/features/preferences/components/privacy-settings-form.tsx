import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { notify } from '@/web/lib/toast';
import { useSavePreferenceSection } from '../api/import-preferences';
import type { PreferenceItem } from '../api/get-preferences';
import { privacySettingsFrom, sectionInputs, type PrivacySettings } from '../preference-values';
import { SettingsSection, SwitchRow } from './settings-section';

const KEYS = ['show_online_status', 'share_usage_analytics'] as const;

/** Privacy choices (type privacy). */
export function PrivacySettingsForm({ items }: { items: PreferenceItem[] }) {
  const { t } = useTranslation('settings');
  const save = useSavePreferenceSection();
  const form = useForm<PrivacySettings>({ defaultValues: privacySettingsFrom(items) });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(sectionInputs('privacy', data), {
      onSuccess: () => {
        form.reset(data);
        notify.success(t('saved'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsSection
        title={t('privacy.title')}
        description={t('privacy.description')}
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
                id={`privacy-${key}`}
                label={t(`privacy.${key}.label`)}
                description={t(`privacy.${key}.description`)}
                control={
                  <Switch
                    id={`privacy-${key}`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    aria-describedby={`privacy-${key}-description`}
                  />
                }
              />
            )}
          />
        ))}
        <p className="text-sm text-muted-foreground">{t('privacy.note')}</p>
      </SettingsSection>
    </form>
  );
}
