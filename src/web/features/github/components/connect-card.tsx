import { LogIn, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { connectTokenSchema } from '@/shared/schemas/github';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useConnectToken } from '../api/connect-token';
import { useStartOauth } from '../api/oauth';

/**
 * Not connected (docs/product.md#screens-and-navigation): what connecting shows, an optional error (an expired token), and
 * 'Conectar con GitHub' through the OAuth app when one is configured, and the personal access
 * token form (the only way without an OAuth app).
 */
export function ConnectCard({ error }: { error: string | null }) {
  const { t } = useTranslation('github');
  const { data: config, isPending } = usePublicConfig();
  const oauth = config?.oauthProviders.includes('github') ?? false;
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
        {isPending ? (
          <div className="flex justify-center py-2">
            <Spinner label={t('page.loading')} />
          </div>
        ) : (
          <>
            {oauth && (
              <>
                <OauthConnect />
                <p className="text-center text-xs text-muted-foreground">{t('connect.orToken')}</p>
              </>
            )}
            <TokenForm />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Conectar con GitHub' ('Conectando...'): off to GitHub's authorize page. */
function OauthConnect() {
  const { t } = useTranslation('github');
  const start = useStartOauth();
  // Still pending after success: the browser is leaving for GitHub.
  const leaving = start.isPending || start.isSuccess;
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <p className="text-sm text-muted-foreground">{t('connect.oauthHelp')}</p>
      {start.isError && (
        <FormAlert variant="error">{messageOf(start.error, t('errors.oauthFailed'))}</FormAlert>
      )}
      <Button onClick={() => start.mutate()} loading={leaving}>
        {!leaving && <LogIn aria-hidden="true" />}
        {leaving ? t('connect.connecting') : t('connect.oauthSubmit')}
      </Button>
    </div>
  );
}

/** The personal access token form: the token goes to the server once; the form forgets it. */
function TokenForm() {
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
  );
}
