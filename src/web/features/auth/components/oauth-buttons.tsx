import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { authErrorKey } from '@/web/lib/auth-errors';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { signInSocial, type OAuthProvider } from '../api/sign-in-social';

function GitHubIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.18-3.08-.12-.29-.51-1.46.11-3.04 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.62 1.58.23 2.75.11 3.04.74.8 1.18 1.83 1.18 3.08 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.16 3.57-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.87-3A7.2 7.2 0 0 1 12 19.3a7.17 7.17 0 0 1-6.73-4.96h-4v3.09A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.27 14.34a7.2 7.2 0 0 1 0-4.6V6.65h-4a12 12 0 0 0 0 10.78l4-3.09Z" />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.43-3.43A11.95 11.95 0 0 0 1.27 6.65l4 3.09A7.17 7.17 0 0 1 12 4.77Z"
      />
    </svg>
  );
}

/** LinkedIn's button carries its name only (a mark would cost /login's budget). */
const ICONS: Partial<Record<OAuthProvider, () => React.JSX.Element>> = {
  github: GitHubIcon,
  google: GoogleIcon,
};
const NAMES: Record<OAuthProvider, string> = { github: 'GitHub', google: 'Google', linkedin: 'LinkedIn' };

/**
 * 'Continuar con GitHub/Google/LinkedIn' for the providers the server has configured. `beforeRedirect`
 * saves where to return (the callback page reads it).
 */
export function OAuthButtons({
  providers,
  beforeRedirect,
}: {
  providers: readonly OAuthProvider[];
  beforeRedirect: (provider: OAuthProvider) => void;
}) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setError(null);
    setPending(provider);
    beforeRedirect(provider);
    try {
      await signInSocial(provider);
    } catch (err) {
      setPending(null);
      setError(isAuthRequestError(err) ? t(authErrorKey(err)) : t('errors.oauthFailed'));
    }
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <Button
              key={provider}
              type="button"
              variant="outline"
              className={providers.length === 1 ? 'sm:col-span-2' : undefined}
              loading={pending === provider}
              disabled={pending !== null}
              onClick={() => void start(provider)}
            >
              {pending !== provider && Icon && <Icon />}
              {t('oauth.continueWith', { provider: NAMES[provider] })}
            </Button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('oauth.orEmail')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
