import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { authErrorKey } from '@/web/lib/auth-errors';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import type { TwoFactorCodeValues } from '../lib/two-factor-code';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';

/** zod and the code's schema load when the second step is shown, not with the sign-in screen. */
const resolver = lazyZodResolver(() => import('../lib/two-factor-code').then((m) => m.twoFactorCodeSchema));

/** Second sign-in step: a 6-digit code from the authenticator app, or a backup code. */
export function TwoFactorChallenge({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const verify = useVerifyTwoFactor();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<TwoFactorCodeValues, unknown, TwoFactorCodeValues>({
    resolver,
    defaultValues: { method: 'totp', code: '' },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  useEffect(() => resolver.preload(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await verify.mutateAsync(values);
      setFinishing(true);
      await onVerified();
    } catch (err) {
      setError(t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server'));
    } finally {
      setFinishing(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('twoFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {method === 'totp' ? t('twoFactor.descriptionTotp') : t('twoFactor.descriptionBackup')}
        </p>
      </div>
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <FormField
        label={method === 'totp' ? t('twoFactor.codeLabel') : t('twoFactor.backupLabel')}
        error={form.formState.errors.code?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            maxLength={method === 'totp' ? 7 : 32}
            autoFocus
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending || finishing}>
        {t('twoFactor.verify')}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm">
        <Button
          type="button"
          variant="link"
          className="min-h-11 md:min-h-0"
          onClick={() => form.reset({ method: method === 'totp' ? 'backup' : 'totp', code: '' })}
        >
          {method === 'totp' ? t('twoFactor.useBackup') : t('twoFactor.useTotp')}
        </Button>
        <Button
          type="button"
          variant="link"
          className="min-h-11 text-muted-foreground md:min-h-0"
          onClick={onCancel}
        >
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
