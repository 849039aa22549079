import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { signUpSchema } from '@/shared/schemas/profile';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/shared/paths';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { authErrorKey } from '@/web/lib/auth-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { preloadAuthClient } from '@/web/lib/load-auth-client';
import { useSignUpEmail } from '../api/sign-up-email';
import { EmailField, PasswordField } from './auth-fields';
import { FormAlert } from '@/web/components/form-alert';

type Values = z.infer<typeof signUpSchema>;

/** zod and the schema come when the user reaches the form (or at the first submit). */
const resolver = lazyZodResolver(() => import('@/shared/schemas/profile').then((m) => m.signUpSchema));
const preload = () => {
  resolver.preload();
  preloadAuthClient();
};
/**
 * Full name, e-mail and password (validated with the schema the server uses). `onSignedIn`
 * rejects when no session was opened: then the account exists and the user signs in by hand.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const signUp = useSignUpEmail();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<Values>({
    resolver,
    defaultValues: { full_name: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signUp.mutateAsync({ ...values, email: values.email.trim() });
    } catch (err) {
      setError(t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server'));
      if (isAuthRequestError(err) && authErrorKey(err) === 'errors.userExists') form.setFocus('email');
      return;
    }
    setFinishing(true);
    try {
      await onSignedIn();
    } catch {
      setCreated(true);
    } finally {
      setFinishing(false);
    }
  });

  if (created) {
    return (
      <div className="space-y-4">
        <FormAlert variant="success">{t('register.created')}</FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.login.getHref()}>{t('login.submit')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      {error && (
        <FormAlert variant="error" title={t('errors:failures.signUp')}>
          {error}
        </FormAlert>
      )}
      <FormField label={t('fields.fullName')} error={form.formState.errors.full_name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
      </FormField>
      <EmailField form={form} />
      <PasswordField
        form={form}
        name="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
      />
      <p className="text-xs leading-relaxed text-muted-foreground">
        <Trans
          t={t}
          i18nKey="register.legal"
          components={{
            terms: (
              <Link
                to={paths.legal.terms.getHref()}
                className="font-medium text-primary underline underline-offset-4"
              />
            ),
            privacy: (
              <Link
                to={paths.legal.privacy.getHref()}
                className="font-medium text-primary underline underline-offset-4"
              />
            ),
          }}
        />
      </p>
      <Button type="submit" size="lg" className="w-full" loading={signUp.isPending || finishing}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
