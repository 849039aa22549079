import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/web/components/ui/spinner';
import { AuthCard } from '@/web/features/auth/components/auth-card';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'auth:callback.title' };

/** Where the auth library finishes a LinkedIn sign-in (it checks the state and sets the session). */
const LIBRARY_CALLBACK = '/api/auth/callback/linkedin';

/**
 * /auth/linkedin/callback: LinkedIn's return. The code and state go on, as they came, to the
 * auth library's callback, which signs in and sends the browser to /auth/callback (with
 * `?error=` when the state does not match: 'Invalid state parameter').
 */
export function Component() {
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
