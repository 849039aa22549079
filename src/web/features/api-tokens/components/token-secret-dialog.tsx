import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@/shared/schemas/api-tokens';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
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
import { Label } from '@/web/components/ui/label';
import { backendToast } from '@/web/lib/toast';

/**
 * The new token's secret, shown this once: a copy button, and the warning that it will not be
 * shown again. The secret lives only in this dialog's props: closing it forgets it.
 */
export function TokenSecretDialog({
  created,
  onClose,
}: {
  created: CreatedApiToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiTokens');
  const [copied, setCopied] = useState(false);
  const copy = async (input: HTMLInputElement | null) => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      backendToast.success(t('secret.copied'));
    } catch {
      input?.select();
      backendToast.error(t('secret.copyFailed'));
    }
  };
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('secret.title')}</DialogTitle>
          <DialogDescription>{t('secret.usage')}</DialogDescription>
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{t('secret.description')}</AlertDescription>
        </Alert>
        {created && (
          <div className="grid gap-2">
            <Label htmlFor="api-token-secret">{t('secret.label', { name: created.token.name })}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="api-token-secret"
                readOnly
                value={created.secret}
                className="font-mono text-sm"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={(e) => void copy(e.currentTarget.parentElement?.querySelector('input') ?? null)}
              >
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {t('secret.copy')}
              </Button>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            {t('secret.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
