import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  notificationSettingKeys,
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSwitches,
  type UpdateNotificationSettingsInput,
} from '@/shared/schemas/notification-settings';
import { FormCard } from '@/web/components/form-card';
import { SwitchField } from '@/web/components/switch-field';
import { VersionConflictDialog } from '@/web/components/version-conflict-dialog';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useVersionConflict } from '@/web/lib/version-conflict';
import { notificationSettingsQueryOptions } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const GROUPS: { id: string; keys: (keyof NotificationSwitches)[] }[] = [
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
  const queryClient = useQueryClient();
  const update = useUpdateNotificationSettings();
  const conflict = useVersionConflict<Partial<NotificationSwitches>>();
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
      notificationSettingKeys.filter((key) => settings[key] !== values[key]).map((key) => [key, values[key]]),
    ) as Partial<NotificationSwitches>;
    if (Object.keys(changed).length === 0) {
      notify.info(t('notifications.nothingChanged'));
      return;
    }
    save(
      { ...changed, version: settings.version },
      (error) => conflict.capture(error, changed) || onServerError(error),
    );
  });
  const save = (input: UpdateNotificationSettingsInput, onError: (error: Error) => void) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        conflict.clear();
        discard(saved);
        notify.success(t('saved'));
      },
      onError,
    });

  return (
    <>
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
      <VersionConflictDialog
        conflict={conflict.conflict}
        fields={notificationSettingKeys.map((key) => ({
          name: key,
          label: t(`notifications.items.${key}.label`),
        }))}
        pending={update.isPending}
        onClose={conflict.clear}
        onReload={(current) => {
          queryClient.setQueryData(
            notificationSettingsQueryOptions().queryKey,
            current as NotificationSettings,
          );
          discard(current as NotificationSettings);
          notify.info(t('common:versionConflict.reloaded'));
        }}
        onKeepMine={(mine, version) =>
          save({ ...mine, version }, (error) => conflict.capture(error, mine) || onServerError(error))
        }
      />
    </>
  );
}
