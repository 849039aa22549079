import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { authErrorKey } from '@/web/lib/auth-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { preloadAuthClient } from '@/web/lib/load-auth-client';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './auth-fields';
import { FormAlert } from '@/web/components/form-alert';

type Values = z.infer<typeof resetPasswordSchema>;

/** zod and the schema come when the user reaches the form (or at the first submit). */
const resolver = lazyZodResolver(() => import('@/shared/schemas/profile').then((m) => m.resetPasswordSchema));
const preload = () => {
  resolver.preload();
  preloadAuthClient();
};

/** New password twice, with the token of the e-mailed link. */
export function ResetPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await reset.mutateAsync({ token, newPassword: values.new_password });
      onDone();
    } catch (err) {
      const key = isAuthRequestError(err) ? authErrorKey(err) : 'errors.server';
      if (key === 'errors.invalidToken') onInvalidToken();
      else setError(t(key));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className="space-y-5">
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <NewPasswordFields form={form} />
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
