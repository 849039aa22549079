import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { authErrorKey } from '@/web/lib/auth-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { preloadAuthClient } from '@/web/lib/load-auth-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './auth-fields';
import { FormAlert } from '@/web/components/form-alert';
import type { forgotPasswordSchema } from './forgot-password-schema';

type Values = z.infer<typeof forgotPasswordSchema>;

/** zod and the schema come when the user reaches the form (or at the first submit). */
const resolver = lazyZodResolver(() =>
  import('./forgot-password-schema').then((m) => m.forgotPasswordSchema),
);
const preload = () => {
  resolver.preload();
  preloadAuthClient();
};

/** Asks for the e-mail and sends the reset link; the answer never reveals if the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await request.mutateAsync({ email: email.trim() });
      setSent(true);
    } catch (err) {
      setError(t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server'));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      {sent && <FormAlert variant="success">{t('reset.sent')}</FormAlert>}
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <EmailField form={form} />
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        {sent ? t('reset.sendAgain') : t('reset.send')}
      </Button>
    </form>
  );
}
