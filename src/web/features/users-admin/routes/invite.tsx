import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { acceptInvitationSchema } from '@/shared/schemas/users-admin';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { paths } from '@/shared/paths';
import { useAcceptInvitation, useInvitationLookup } from '../api/invitations';

/** What the invitee types; the token of the link joins it in the body. */
const acceptForm = acceptInvitationSchema.omit({ token: true });

export const handle = { titleKey: 'admin:invite.title' };

/** /invite?token=…: the invitee chooses a name and password and lands on the dashboard. */
export function Component() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useInvitationLookup(token);
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, formError, handleSubmit, onServerError } = useSchemaForm(acceptForm, {
    fields: ['full_name', 'password'],
    failure: describeFailure('acceptInvitation'),
    defaultValues: { full_name: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = handleSubmit((values) => {
    accept.mutate(
      { token, ...values },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          void navigate(paths.app.dashboard.getHref(), { replace: true });
        },
        onError: onServerError,
      },
    );
  });

  const invalid = token.length < 20 || lookup.isError;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{t('invite.title')}</h1>
        <CardDescription>{invalid ? t('invite.invalid') : t('invite.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invalid ? (
          <Button asChild variant="outline">
            <Link to="/login">{t('invite.toLogin')}</Link>
          </Button>
        ) : !lookup.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('invite.checking')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            {formError && <FormAlert variant="error">{formError}</FormAlert>}
            <FormField label={t('ui.email')}>
              {(control) => <Input {...control} value={lookup.data.email} readOnly />}
            </FormField>
            <FormField label={t('invite.name')} error={errors.full_name?.message}>
              {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
            </FormField>
            <FormField label={t('invite.password')} error={errors.password?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('password')}
                />
              )}
            </FormField>
            <Button type="submit" loading={accept.isPending}>
              {t('invite.submit')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
