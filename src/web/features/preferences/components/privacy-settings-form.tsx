import { useTranslation } from 'react-i18next';
import type { PreferenceItem } from '../api/get-preferences';
import { privacySettingsFrom, privacySettingsSchema } from '../preference-values';
import { SwitchSettingsForm } from './switch-settings-form';

/** Privacy choices (type privacy). */
export function PrivacySettingsForm({ items }: { items: PreferenceItem[] }) {
  const { t } = useTranslation('settings');
  return (
    <SwitchSettingsForm section="privacy" schema={privacySettingsSchema} values={privacySettingsFrom(items)}>
      <p className="text-sm text-muted-foreground">{t('privacy.note')}</p>
    </SwitchSettingsForm>
  );
}
