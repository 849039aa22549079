import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, paths, safeReturnPath } from '@/shared/paths';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import { OAuthButtons } from '@/web/features/auth/components/oauth-buttons';
import { RegisterForm } from '@/web/features/auth/components/register-form';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { useMe } from '@/web/lib/api/get-me';
import { sessionStore, STORAGE_KEYS } from '@/web/lib/storage';
import type { RouteHandle } from '../layouts/root-layout';
import type { completeSignIn } from '../session/complete-sign-in';

export const handle: RouteHandle = { titleKey: 'auth:register.title' };

/** The sign-in effects (migration of local data, welcome) load once the credentials are accepted. */
const finishSignIn: typeof completeSignIn = (...args) =>
  import('../session/complete-sign-in').then((module) => module.completeSignIn(...args));

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useMe();
  const { data: config } = usePublicConfig();
  const returnTo = safeReturnPath(params.get('redirect'));

  if (user) return <Navigate to={returnTo ?? DEFAULT_SIGNED_IN_PATH} replace />;

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={paths.auth.login.getHref(returnTo)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('register.toLogin')}
          </Link>
        </>
      }
    >
      <OAuthButtons
        providers={config?.oauthProviders ?? []}
        beforeRedirect={(provider) => {
          sessionStore.set(STORAGE_KEYS.oauthProvider, provider);
          if (returnTo) sessionStore.set(STORAGE_KEYS.returnTo, returnTo);
        }}
      />
      <RegisterForm onSignedIn={() => finishSignIn(queryClient, navigate, returnTo)} />
    </AuthCard>
  );
}
