import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/web/features/auth/components/forgot-password-form';
import { FormAlert } from '@/web/components/form-alert';
import { ResetPasswordForm } from '@/web/features/auth/components/reset-password-form';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'auth:reset.title' };

/**
 * Without a token: ask for the e-mail and send the link. With `?token=`: choose the new password.
 * `?error=INVALID_TOKEN` (or a rejected token) means the link expired: ask for a new one.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [expired, setExpired] = useState(params.get('error') !== null);

  const footer = (
    <Link to={paths.auth.login.getHref()} className="font-medium text-primary underline underline-offset-4">
      {t('reset.backToLogin')}
    </Link>
  );

  if (token && !expired) {
    return (
      <AuthCard title={t('reset.newTitle')} description={t('reset.newDescription')} footer={footer}>
        <ResetPasswordForm
          token={token}
          onInvalidToken={() => setExpired(true)}
          onDone={() =>
            void navigate(paths.auth.login.getHref(), { replace: true, state: { notice: 'passwordReset' } })
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')} footer={footer}>
      {expired && <FormAlert variant="error">{t('errors.invalidToken')}</FormAlert>}
      <ForgotPasswordForm />
    </AuthCard>
  );
}
