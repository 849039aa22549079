import { Copy, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
import { notify } from '@/web/lib/toast';

/** A secret the server answered once (a new endpoint, a rotation). */
export interface ShownSecret {
  secret: string;
  url: string;
  reason: 'created' | 'rotated';
}

/**
 * The signing secret, shown this once: a read-only field, a copy button and a warning that it
 * will not be shown again. Closing it forgets the secret.
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const fieldId = useId();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      notify.success(t('secret.copied'));
    } catch {
      document.querySelector<HTMLInputElement>(`[id="${fieldId}"]`)?.select();
      notify.error(t('secret.copyFailed'));
    }
  };
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {shown?.reason === 'rotated' ? t('secret.rotatedTitle') : t('secret.createdTitle')}
          </DialogTitle>
          <DialogDescription className="break-all">
            {t('secret.description')} <span className="font-mono text-foreground">{shown?.url}</span>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('secret.label')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={fieldId}
              readOnly
              value={shown?.secret ?? ''}
              className="font-mono"
              spellCheck={false}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('actions.copy')}
            </Button>
          </div>
        </div>
        <Alert variant="warning">
          <ShieldAlert aria-hidden="true" />
          <p>{shown?.reason === 'rotated' ? t('secret.rotatedWarning') : t('secret.warning')}</p>
        </Alert>
        <DialogFooter>
          <Button onClick={onClose}>{t('actions.savedSecret')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
