import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@/shared/schemas/notification-settings';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Switch } from '@/web/components/ui/switch';
import { notify } from '@/web/lib/toast';
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
  const form = useForm<NotificationSettings>({ defaultValues: settings });

  const onSubmit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => settings[key as keyof NotificationSettings] !== value),
    ) as Partial<NotificationSettings>;
    if (Object.keys(changed).length === 0) {
      notify.info(t('notifications.nothingChanged'));
      return;
    }
    update.mutate(changed, {
      onSuccess: (saved) => {
        form.reset(saved);
        notify.success(t('saved'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>{t('notifications.title')}</CardTitle>
          <CardDescription>{t('notifications.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
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
                  render={({ field }) => (
                    <div className="flex items-start justify-between gap-4">
                      <div className="space-y-1">
                        <label htmlFor={`notif-${key}`} className="text-sm font-medium">
                          {t(`notifications.items.${key}.label`)}
                        </label>
                        <p id={`notif-${key}-description`} className="text-sm text-muted-foreground">
                          {t(`notifications.items.${key}.description`)}
                        </p>
                      </div>
                      <Switch
                        id={`notif-${key}`}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        aria-describedby={`notif-${key}-description`}
                      />
                    </div>
                  )}
                />
              ))}
            </fieldset>
          ))}
        </CardContent>
        <div className="flex items-center gap-3 border-t px-5 pt-5 md:px-6">
          <Button type="submit" loading={update.isPending}>
            {t('common:actions.saveChanges')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
