import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useCompleteOauth } from '../api/oauth';

/**
 * /auth/github/callback: relays GitHub's code and state to the server once (which checks the
 * state, exchanges the code and keeps the token), then shows the dashboard; or says what failed.
 */
export function GithubCallbackPage() {
  const { t } = useTranslation('github');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteOauth();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  // GitHub's own refusal (the user cancelled: `error=access_denied`), or a return with no code.
  const refused = params.get('error') !== null || !code || !state;

  useEffect(() => {
    if (refused || !code || !state || sent.current) return;
    sent.current = true;
    complete.mutate(
      { code, state },
      {
        onSuccess: (connection) => {
          notify.success(t('page.connectedToast', { login: connection.login ?? '' }));
          void navigate(paths.app.githubDashboard.getHref(), { replace: true });
        },
      },
    );
  }, [refused, code, state, complete, navigate, t]);

  const failed = refused || complete.isError;
  return (
    <div className="space-y-6">
      <PageHeader title={failed ? t('callback.failedTitle') : t('callback.title')} />
      {failed ? (
        <div
          role="alert"
          className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
        >
          <CircleAlert className="size-8 text-destructive-text" aria-hidden="true" />
          <p className="text-sm">
            {complete.isError ? messageOf(complete.error, t('errors.oauthFailed')) : t('errors.oauthFailed')}
          </p>
          <Button asChild variant="outline">
            <Link to={paths.app.githubDashboard.getHref()}>{t('callback.back')}</Link>
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('callback.working')} />
        </div>
      )}
    </div>
  );
}
