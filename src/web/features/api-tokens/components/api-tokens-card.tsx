import { ExternalLink, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '@/shared/schemas/api-tokens';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { backendToast } from '@/web/lib/toast';
import { useApiTokens } from '../api/list-api-tokens';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';
import { TokenSecretDialog } from './token-secret-dialog';

/**
 * Settings › "Acceso a la API" (decision 0055): the person's tokens, creating one (its secret
 * shown once) and revoking one after a confirmation.
 */
export function ApiTokensCard({ role }: { role: 'admin' | 'user' }) {
  const { t } = useTranslation('apiTokens');
  const { data: tokens, isPending, isError, refetch } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const createButton = (
    <Button onClick={() => setCreating(true)} className="min-h-11 sm:min-h-9">
      <Plus aria-hidden="true" />
      {t('create')}
    </Button>
  );

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('docsLink')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </div>
        {tokens && tokens.length > 0 && createButton}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p className="text-muted-foreground">{t('error')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : tokens.length === 0 ? (
          <div className="flex flex-col items-start gap-3 py-2 text-sm">
            <p className="flex items-center gap-2 text-muted-foreground">
              <KeyRound className="size-4" aria-hidden="true" />
              {t('empty')}
            </p>
            {createButton}
          </div>
        ) : (
          <ApiTokenList tokens={tokens} onRevoke={setRevoking} />
        )}
      </CardContent>
      <CreateApiTokenDialog
        open={creating}
        onOpenChange={setCreating}
        role={role}
        onCreated={(result) => {
          backendToast.success(t('created'));
          setCreated(result);
        }}
      />
      <TokenSecretDialog created={created} onClose={() => setCreated(null)} />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
