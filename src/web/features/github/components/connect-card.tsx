import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { connectTokenSchema } from '@/shared/schemas/github';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useConnectToken } from '../api/connect-token';

/**
 * Not connected (SPEC §2): what connecting shows, an optional error (an expired token), and the
 * personal access token form. The token goes to the server once; the form forgets it.
 */
export function ConnectCard({ error }: { error: string | null }) {
  const { t } = useTranslation('github');
  const connect = useConnectToken();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(connectTokenSchema, {
    fields: ['token'],
    failure: (e) => messageOf(e, t('errors.unknown')),
    defaultValues: { token: '' },
  });
  const onSubmit = handleSubmit((values) =>
    connect.mutateAsync(values).then((connection) => {
      discard({ token: '' });
      notify.success(t('page.connectedToast', { login: connection.login ?? '' }));
    }, onServerError),
  );
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Plug className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>{t('connect.title')}</CardTitle>
        <CardDescription>{t('connect.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && <FormAlert variant="error">{error}</FormAlert>}
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField
            label={t('connect.tokenLabel')}
            hint={t('connect.tokenHelp')}
            error={form.formState.errors.token?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="off"
                spellCheck={false}
                {...form.register('token')}
              />
            )}
          </FormField>
          {formError && <FormAlert variant="error">{formError}</FormAlert>}
          <Button type="submit" loading={connect.isPending} className="justify-self-start">
            {connect.isPending ? t('connect.connecting') : t('connect.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
