import { useTranslation } from 'react-i18next';
import type { PreferenceItem } from '../api/get-preferences';
import { privacySettingsFrom, type PrivacySettings } from '../preference-values';
import { SwitchSettingsForm } from './switch-settings-form';

const KEYS = ['show_online_status', 'share_usage_analytics'] as const;

/** Privacy choices (type privacy). */
export function PrivacySettingsForm({ items }: { items: PreferenceItem[] }) {
  const { t } = useTranslation('settings');
  return (
    <SwitchSettingsForm<PrivacySettings> section="privacy" keys={KEYS} values={privacySettingsFrom(items)}>
      <p className="text-sm text-muted-foreground">{t('privacy.note')}</p>
    </SwitchSettingsForm>
  );
}
