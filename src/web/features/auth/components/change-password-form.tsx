import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordSchema } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { isAuthRequestError } from '@/web/lib/auth-client';
import { authErrorKey } from '@/web/lib/auth-errors';
import { notify } from '@/web/lib/toast';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, PasswordField } from './auth-fields';
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
      <PasswordField
        form={form}
        name="current_password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <NewPasswordFields form={form} />
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
