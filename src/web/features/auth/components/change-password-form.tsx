import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordSchema } from '@/shared/schemas/profile';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { isAuthRequestError } from '@/web/lib/auth-client';
import { authErrorKey } from '@/web/lib/auth-errors';
import { notify } from '@/web/lib/toast';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from '@/web/components/form-alert';

type Values = z.infer<typeof changePasswordSchema>;

/** Current password, new password twice, and whether to end the other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const formId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({
        currentPassword: values.current_password,
        newPassword: values.new_password,
        revokeOtherSessions: revokeOthers,
      });
      form.reset({ current_password: '', new_password: '', confirm_password: '' });
      notify.success(t('changePassword.done'));
    } catch (err) {
      const key = isAuthRequestError(err) ? authErrorKey(err) : 'errors.server';
      if (key === 'errors.invalidPassword' || key === 'errors.invalidCredentials') {
        form.setError('current_password', { message: t('errors.currentPasswordWrong') });
        form.setFocus('current_password');
      } else {
        setError(t(key));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error && <FormAlert variant="error">{error}</FormAlert>}
      <FormField label={t('fields.currentPassword')} error={errors.current_password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('current_password')}
          />
        )}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          label={t('fields.newPassword')}
          error={errors.new_password?.message}
          hint={t('register.passwordHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('new_password')}
            />
          )}
        </FormField>
        <FormField label={t('fields.confirmPassword')} error={errors.confirm_password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('confirm_password')}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={`${formId}-revoke`}
          checked={revokeOthers}
          onCheckedChange={setRevokeOthers}
          className="mt-0.5"
        />
        <Label htmlFor={`${formId}-revoke`} className="leading-snug font-normal">
          {t('changePassword.revokeOthers')}
        </Label>
      </div>
      <div>
        <Button type="submit" loading={change.isPending}>
          {t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
