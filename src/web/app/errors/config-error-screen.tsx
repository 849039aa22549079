import { KeyRound, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DocumentTitle } from '@/web/components/document-title';

const ADVICE = ['checkEnv', 'checkTruncated', 'checkProject', 'regenerate'] as const;

/** Replaces the whole app when an error mentions an invalid API key (docs/product.md#screens-and-navigation). */
export function ConfigErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation('errors');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4 md:p-8">
      <DocumentTitle title={t('config.title')} />
      <div className="w-full max-w-xl rounded-2xl border bg-card p-6 shadow-sm md:p-8">
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-warning-soft">
          <KeyRound className="size-6 text-warning" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('config.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('config.description')}</p>
        {message && (
          <Alert variant="warning" className="mt-5">
            <AlertDescription>
              <code className="font-mono text-[13px] break-all">{message}</code>
            </AlertDescription>
          </Alert>
        )}
        <h2 className="mt-6 text-sm font-semibold">{t('config.adviceTitle')}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
          {ADVICE.map((key) => (
            <li key={key}>{t(`config.advice.${key}`)}</li>
          ))}
        </ol>
        <Button className="mt-6 w-full sm:w-auto" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('config.retry')}
        </Button>
      </div>
    </main>
  );
}
