import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { signInSchema } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { authErrorKey } from '@/web/lib/auth-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { preloadAuthClient } from '@/web/lib/load-auth-client';
import { useSignInEmail } from '../api/sign-in-email';
import { EmailField, PasswordField } from './auth-fields';
import { FormAlert } from '@/web/components/form-alert';
import { Spinner } from '@/web/components/ui/spinner';

type Values = z.infer<typeof signInSchema>;

/** zod and the schema come when the user reaches the form (or at the first submit). */
/** Only the accounts with two-factor authentication need it: loaded after the password is accepted. */
const TwoFactorChallenge = lazy(() =>
  import('./two-factor-challenge').then((m) => ({ default: m.TwoFactorChallenge })),
);

const resolver = lazyZodResolver(() => import('@/shared/schemas/profile').then((m) => m.signInSchema));
const preload = () => {
  resolver.preload();
  preloadAuthClient();
};
/**
 * E-mail + password; users with 2FA then enter a code from their app (or a backup code).
 * `onSignedIn` finishes the sign-in (migration, welcome, redirect).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const signIn = useSignInEmail();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const finish = async () => {
    setFinishing(true);
    try {
      await onSignedIn();
    } catch {
      setError(t('errors.server'));
    } finally {
      setFinishing(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      if (result.kind === 'two-factor') setStep('two-factor');
      else await finish();
    } catch (err) {
      setError(t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server'));
      form.setFocus('password');
    }
  });

  if (step === 'two-factor') {
    return (
      <Suspense fallback={<Spinner label={t('twoFactor.loading')} />}>
        <TwoFactorChallenge onVerified={finish} onCancel={() => setStep('credentials')} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      {error && (
        <FormAlert variant="error" title={t('errors:failures.signIn')}>
          {error}
        </FormAlert>
      )}
      <EmailField form={form} />
      <PasswordField
        form={form}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        labelAside={
          <Link
            to={paths.auth.resetPassword.getHref()}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline md:my-0 md:min-h-0"
          >
            {t('login.forgot')}
          </Link>
        }
      />
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending || finishing}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
