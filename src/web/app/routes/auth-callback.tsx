import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import { oauthErrorKey } from '@/web/lib/auth-errors';
import { sessionStore, STORAGE_KEYS } from '@/web/lib/storage';
import type { RouteHandle } from '../layouts/root-layout';
import { completeSignIn } from '../session/complete-sign-in';

export const handle: RouteHandle = { titleKey: 'auth:callback.title' };

const PROVIDER_NAMES: Record<string, string> = { github: 'GitHub', google: 'Google', linkedin: 'LinkedIn' };

/** Return from OAuth: resolve the session, then go to the saved path; or explain what failed. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const oauthError = params.get('error');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const provider = sessionStore.get(STORAGE_KEYS.oauthProvider);
  const providerName = PROVIDER_NAMES[provider ?? ''];

  useEffect(() => {
    if (oauthError || started.current) return;
    started.current = true;
    completeSignIn(queryClient, navigate).catch((error: unknown) => {
      console.warn('[websy] OAuth sign-in did not complete', error);
      setFailed(true);
    });
  }, [oauthError, queryClient, navigate]);

  // A return whose state this browser was not given (docs/product.md#validation): the professional network's flow
  // says 'Invalid state parameter'; the others add why. (Those texts load with this screen only.)
  const stateRefused = oauthError === 'state_mismatch' || oauthError === 'state_not_found';
  const stateMessage =
    provider === 'linkedin' ? t('github:errors.invalidStateSignIn') : t('github:errors.invalidState');

  if (oauthError || failed) {
    const title = providerName ? t('callback.errorWith', { provider: providerName }) : t('callback.error');
    return (
      <AuthCard title={title}>
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive-text/40 p-4 text-sm">
          <CircleAlert className="size-5 shrink-0 text-destructive-text" aria-hidden="true" />
          <p>
            {stateRefused ? stateMessage : t(oauthError ? oauthErrorKey(oauthError) : 'errors.oauthFailed')}
          </p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.login.getHref()}>{t('callback.backToLogin')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('callback.title')} description={t('callback.description')}>
      <div className="flex justify-center py-6">
        <Spinner className="size-8" label={t('callback.working')} />
      </div>
    </AuthCard>
  );
}

/** Where the auth library finishes a LinkedIn sign-in (it checks the state and sets the session). */
const LIBRARY_CALLBACK = '/api/auth/callback/linkedin';

/**
 * /auth/linkedin/callback: LinkedIn's return. The code and state go on, as they came, to the
 * auth library's callback, which signs in and sends the browser to /auth/callback (with
 * `?error=` when the state does not match: 'Invalid state parameter').
 */
function LinkedinCallback() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    window.location.replace(`${LIBRARY_CALLBACK}${window.location.search}`);
  }, []);
  return (
    <AuthCard title={t('callback.title')} description={t('callback.description')}>
      <div className="flex justify-center py-6">
        <Spinner className="size-8" label={t('callback.working')} />
      </div>
    </AuthCard>
  );
}

/** /auth/linkedin/callback, in the same chunk (one route less in the app's entry). */
export const linkedin = { handle, Component: LinkedinCallback };
