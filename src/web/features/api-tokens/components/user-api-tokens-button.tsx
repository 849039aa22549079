import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@/shared/schemas/api-tokens';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useUserApiTokens } from '../api/list-user-api-tokens';
import { ApiTokenList } from './api-token-list';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

/**
 * The console's view of a person's API tokens (decision 0055): an admin opens the list from the
 * users screen and revokes any token that should not have access, after a confirmation.
 */
export function UserApiTokensButton({ user }: { user: { id: string; name: string } }) {
  const { t } = useTranslation('apiTokens');
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const { data: tokens, isPending, isError, refetch } = useUserApiTokens(user.id, open);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={t('admin.open', { name: user.name })}
      >
        <KeyRound aria-hidden="true" />
        {t('admin.menu')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t('admin.open', { name: user.name })}</DialogTitle>
            <DialogDescription>{t('admin.description')}</DialogDescription>
          </DialogHeader>
          {isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 text-sm">
              <p className="text-muted-foreground">{t('error')}</p>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : tokens.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.empty')}</p>
          ) : (
            <ApiTokenList tokens={tokens} onRevoke={setRevoking} />
          )}
        </DialogContent>
      </Dialog>
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
