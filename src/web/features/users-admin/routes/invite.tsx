import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { acceptInvitationSchema } from '@/shared/schemas/users-admin';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { useAcceptInvitation, useInvitationLookup } from '../api/invitations';
import { paths } from '@/shared/paths';

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
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse({ token, full_name: fullName, password });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    accept.mutate(parsed.data, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        void navigate(paths.app.dashboard.getHref(), { replace: true });
      },
    });
  };

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
            <FormField label={t('ui.email')}>
              {(control) => <Input {...control} value={lookup.data.email} readOnly />}
            </FormField>
            <FormField label={t('invite.name')} error={errors.full_name}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="name"
                  value={fullName}
                  onChange={(e) => setFullName(e.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('invite.password')} error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
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
