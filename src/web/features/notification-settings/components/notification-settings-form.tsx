import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  notificationSettingKeys,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@/shared/schemas/notification-settings';
import { FormCard } from '@/web/components/form-card';
import { SwitchField } from '@/web/components/switch-field';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const GROUPS: { id: string; keys: (keyof NotificationSettings)[] }[] = [
  { id: 'channels', keys: ['email_notifications', 'push_notifications'] },
  {
    id: 'topics',
    keys: ['project_updates', 'ticket_updates', 'payment_updates', 'security_alerts', 'system_notifications'],
  },
  { id: 'digests', keys: ['daily_summary', 'weekly_report'] },
];

/** The nine switches of notification_settings, saved with PATCH (changed ones only). */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotificationSettings();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(
    notificationSettingsSchema,
    {
      fields: notificationSettingKeys,
      failure: describeFailure('updateNotificationSettings', { failure: 'updateSettings' }),
      defaultValues: settings,
    },
  );

  const onSubmit = handleSubmit((values) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => settings[key as keyof NotificationSettings] !== value),
    ) as Partial<NotificationSettings>;
    if (Object.keys(changed).length === 0) {
      notify.info(t('notifications.nothingChanged'));
      return;
    }
    update.mutate(changed, {
      onSuccess: (saved) => {
        discard(saved);
        notify.success(t('saved'));
      },
      onError: onServerError,
    });
  });

  return (
    <FormCard
      title={t('notifications.title')}
      description={t('notifications.description')}
      onSubmit={onSubmit}
      error={formError}
      errorTitle={t('errors:failures.updateSettings')}
      submitLabel={t('common:actions.saveChanges')}
      pending={update.isPending}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.id} className="grid gap-4">
          <legend className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {t(`notifications.groups.${group.id}`)}
          </legend>
          {group.keys.map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field, fieldState }) => (
                <SwitchField
                  id={`notif-${key}`}
                  label={t(`notifications.items.${key}.label`)}
                  description={t(`notifications.items.${key}.description`)}
                  checked={field.value}
                  error={fieldState.error?.message}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </fieldset>
      ))}
    </FormCard>
  );
}
