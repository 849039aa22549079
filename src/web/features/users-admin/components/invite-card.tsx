import { useTranslation } from 'react-i18next';
import { createInvitationSchema } from '@/shared/schemas/users-admin';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useInvitations, useInvite, useRevokeInvitation } from '../api/invitations';

/** Invite someone by e-mail with a role (POST /api/invitations), and the latest invitations. */
export function InviteCard() {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const { data } = useInvitations();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(createInvitationSchema, {
    fields: ['email', 'role'],
    failure: describeFailure('invite'),
    defaultValues: { email: '', role: 'user' },
  });
  const { errors } = form.formState;

  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => {
        notify.success(t('ui.sent', { email: values.email }));
        // The next invitation is likely another of the same role.
        discard({ email: '', role: values.role });
      },
      onError: onServerError,
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ui.inviteTitle')}</CardTitle>
        <CardDescription>{t('ui.inviteDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        >
          {formError && (
            <div className="sm:col-span-3">
              <FormAlert variant="error">{formError}</FormAlert>
            </div>
          )}
          <FormField label={t('ui.email')} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
          </FormField>
          <FormField label={t('ui.role')} error={errors.role?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('role')}>
                <option value="user">{t('ui.roles.user')}</option>
                <option value="admin">{t('ui.roles.admin')}</option>
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" loading={invite.isPending}>
            {t('ui.send')}
          </Button>
        </form>
        <section aria-labelledby="invitations-title" className="grid gap-2">
          <h2 id="invitations-title" className="text-sm font-semibold">
            {t('ui.pendingTitle')}
          </h2>
          {!data ? (
            <Skeleton className="h-10 w-full" />
          ) : data.invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('ui.noInvitations')}</p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {data.invitations.slice(0, 10).map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <span className="min-w-0 truncate font-medium">{inv.email}</span>
                  <span className="flex items-center gap-2">
                    <Badge variant="secondary">{t(`ui.roles.${inv.role}`)}</Badge>
                    <Badge variant={inv.status === 'pending' ? 'default' : 'outline'}>
                      {t(`ui.statuses.${inv.status}`)}
                    </Badge>
                    {inv.status === 'pending' && (
                      <>
                        <span className="text-muted-foreground">
                          {t('ui.expires', { date: format.date(inv.expires_at) })}
                        </span>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() =>
                            revoke.mutate(inv.id, { onSuccess: () => notify.success(t('ui.revoked')) })
                          }
                        >
                          {t('ui.revoke')}
                        </Button>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
