import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, paths, safeReturnPath } from '@/shared/paths';
import { OAuthButtons } from '@/web/features/auth/components/oauth-buttons';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import { FormAlert } from '@/web/components/form-alert';
import { LoginForm } from '@/web/features/auth/components/login-form';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { useMe } from '@/web/lib/api/get-me';
import { sessionStore, STORAGE_KEYS } from '@/web/lib/storage';
import type { RouteHandle } from '../layouts/root-layout';
import type { completeSignIn } from '../session/complete-sign-in';
import { signOutIntent } from '../session/sign-out-intent';

export const handle: RouteHandle = { titleKey: 'auth:login.title' };

/** The sign-in effects (migration of local data, welcome) load once the credentials are accepted. */
const finishSignIn: typeof completeSignIn = (...args) =>
  import('../session/complete-sign-in').then((module) => module.completeSignIn(...args));

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useMe();
  const { data: config } = usePublicConfig();
  const returnTo = safeReturnPath(params.get('redirect'));
  const state = location.state as { notice?: string; signedOut?: boolean } | null;
  const notice = state?.notice;
  useEffect(() => signOutIntent.clear(), []);

  if (user && !state?.signedOut) return <Navigate to={returnTo ?? DEFAULT_SIGNED_IN_PATH} replace />;

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.auth.register.getHref(returnTo)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      {notice === 'passwordReset' && <FormAlert variant="success">{t('reset.done')}</FormAlert>}
      <OAuthButtons
        providers={config?.oauthProviders ?? []}
        beforeRedirect={(provider) => {
          sessionStore.set(STORAGE_KEYS.oauthProvider, provider);
          if (returnTo) sessionStore.set(STORAGE_KEYS.returnTo, returnTo);
        }}
      />
      <LoginForm onSignedIn={() => finishSignIn(queryClient, navigate, returnTo)} />
    </AuthCard>
  );
}
