import { Copy, KeyRound, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form-alert';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useCreateFeed, useRevokeFeed } from '../api/feed';

type Confirm = 'rotate' | 'revoke' | null;

/**
 * Subscribe from any calendar app: a secret address (shown once, with a copy button), a new one
 * (the old one stops working) or none at all. Both ask first.
 */
export function FeedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('calendarPage');
  const urlId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFeed();
  const revoke = useRevokeFeed();

  const makeFeed = () => {
    setError(null);
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setUrl(feed.url);
        setConfirm(null);
      },
      onError: (e) => {
        setConfirm(null);
        setError(messageOf(e, t('feed.failed')));
      },
    });
  };
  const revokeFeed = () => {
    setError(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
        notify.success(t('feed.revoked'));
      },
      onError: (e) => {
        setConfirm(null);
        setError(messageOf(e, t('feed.failed')));
      },
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('feed.copied'));
    } catch {
      document.querySelector<HTMLInputElement>(`[id="${urlId}"]`)?.select();
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) {
            setUrl(null);
            setError(null);
          }
          onOpenChange(next);
        }}
      >
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('feed.title')}</DialogTitle>
            <DialogDescription>{t('feed.description')}</DialogDescription>
          </DialogHeader>
          {error && <FormAlert variant="error">{error}</FormAlert>}
          {url ? (
            <div className="grid gap-2">
              <label htmlFor={urlId} className="text-sm font-medium">
                {t('feed.url')}
              </label>
              <div className="flex gap-2">
                <Input id={urlId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {t('feed.copy')}
                </Button>
              </div>
              <Alert variant="warning">
                <ShieldAlert aria-hidden="true" />
                <p>{t('feed.secret')}</p>
              </Alert>
            </div>
          ) : (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('feed.howTo')}
            </p>
          )}
          <DialogFooter className="gap-2">
            <Button variant="outline" onClick={() => setConfirm('revoke')} disabled={create.isPending}>
              {t('feed.revoke')}
            </Button>
            {url ? (
              <Button onClick={() => setConfirm('rotate')}>{t('feed.rotate')}</Button>
            ) : (
              <Button onClick={makeFeed} loading={create.isPending}>
                {t('feed.create')}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={t(confirm === 'revoke' ? 'feed.revokeTitle' : 'feed.rotateTitle')}
        description={t(confirm === 'revoke' ? 'feed.revokeDescription' : 'feed.rotateDescription')}
        confirmLabel={t(confirm === 'revoke' ? 'feed.revoke' : 'feed.rotate')}
        loading={create.isPending || revoke.isPending}
        onConfirm={confirm === 'revoke' ? revokeFeed : makeFeed}
      />
    </>
  );
}
