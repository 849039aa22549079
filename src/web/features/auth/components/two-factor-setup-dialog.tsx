import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
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
import { isAuthRequestError } from '@/web/lib/auth-client';
import { authErrorKey } from '@/web/lib/auth-errors';
import { notify } from '@/web/lib/toast';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { twoFactorCodeSchema, type TwoFactorCodeValues } from '../lib/two-factor-code';
import { BackupCodes } from './backup-codes';

/** What enabling 2FA hands over: the otpauth URI, its secret (when readable) and the backup codes. */
export interface TwoFactorSetup {
  uri: string;
  secret: string | null;
  codes: string[];
}

function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The set-up's last steps: add the secret to the app, keep the backup codes, confirm with a code. */
export function TwoFactorSetupDialog({
  setup,
  onClose,
  onEnabled,
}: {
  setup: TwoFactorSetup | null;
  onClose: () => void;
  onEnabled: () => void;
}) {
  const { t } = useTranslation('auth');
  const verify = useVerifyTwoFactor();
  const codeForm = useForm<TwoFactorCodeValues, unknown, TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { method: 'totp', code: '' },
  });
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const onVerify = codeForm.handleSubmit((values) => {
    setVerifyError(null);
    verify.mutate(values, {
      onSuccess: () => {
        codeForm.reset();
        onEnabled();
        notify.success(t('twoFactorSetup.enabled'));
      },
      onError: (err) => setVerifyError(t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server')),
    });
  });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('twoFactorSetup.copied'));
    } catch {
      notify.error(t('twoFactorSetup.copyFailed'));
    }
  };

  return (
    <Dialog open={setup !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('twoFactorSetup.setupTitle')}</DialogTitle>
          <DialogDescription>{t('twoFactorSetup.setupDescription')}</DialogDescription>
        </DialogHeader>
        {setup && (
          <div className="grid gap-5">
            <section className="space-y-2">
              <h3 className="text-sm font-semibold">{t('twoFactorSetup.step1')}</h3>
              {setup.secret && (
                <div className="flex items-center gap-2">
                  <code className="flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all">
                    {groupSecret(setup.secret)}
                  </code>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    onClick={() => void copy(setup.secret ?? '')}
                    aria-label={t('twoFactorSetup.copySecret')}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </div>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer py-2 font-medium text-primary">
                  {t('twoFactorSetup.showUri')}
                </summary>
                <div className="flex items-start gap-2">
                  <code className="flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs break-all">
                    {setup.uri}
                  </code>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    onClick={() => void copy(setup.uri)}
                    aria-label={t('twoFactorSetup.copyUri')}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </div>
              </details>
            </section>
            <section className="space-y-2">
              <h3 className="text-sm font-semibold">{t('twoFactorSetup.step2')}</h3>
              <p className="text-sm text-muted-foreground">{t('twoFactorSetup.backupHint')}</p>
              <BackupCodes codes={setup.codes} />
            </section>
            <form id="two-factor-verify" onSubmit={onVerify} noValidate className="space-y-3">
              <h3 className="text-sm font-semibold">{t('twoFactorSetup.step3')}</h3>
              {verifyError && <FormAlert variant="error">{verifyError}</FormAlert>}
              <FormField label={t('twoFactor.codeLabel')} error={codeForm.formState.errors.code?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...codeForm.register('code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    className="max-w-48 font-mono tracking-widest"
                  />
                )}
              </FormField>
            </form>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="two-factor-verify" loading={verify.isPending}>
            {t('twoFactorSetup.finish')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
