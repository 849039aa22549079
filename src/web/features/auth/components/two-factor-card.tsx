import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
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
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { notify } from '@/web/lib/toast';
import {
  secretFromTotpUri,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useGenerateBackupCodes,
} from '../api/two-factor';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { twoFactorCodeSchema, type TwoFactorCodeValues } from '../lib/two-factor-code';
import { BackupCodes } from './backup-codes';
import { FormAlert } from '@/web/components/form-alert';
import { PasswordPromptDialog } from './password-prompt-dialog';

type Prompt = 'enable' | 'disable' | 'codes' | null;

function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Authenticator-app 2FA: enable (password → secret + backup codes → verify), disable, new codes. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useGenerateBackupCodes();
  const verify = useVerifyTwoFactor();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [setup, setSetup] = useState<{ uri: string; secret: string | null; codes: string[] } | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const codeForm = useForm<TwoFactorCodeValues, unknown, TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { method: 'totp', code: '' },
  });
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const refreshUser = () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  const errorText = (err: unknown) => t(isAuthRequestError(err) ? authErrorKey(err) : 'errors.server');

  const onPassword = (password: string) => {
    setPromptError(null);
    if (prompt === 'enable') {
      enable.mutate(
        { password },
        {
          onSuccess: (data) => {
            setPrompt(null);
            setSetup({ uri: data.totpURI, secret: secretFromTotpUri(data.totpURI), codes: data.backupCodes });
          },
          onError: (err) => setPromptError(errorText(err)),
        },
      );
    } else if (prompt === 'disable') {
      disable.mutate(
        { password },
        {
          onSuccess: () => {
            setPrompt(null);
            void refreshUser();
            notify.success(t('twoFactorSetup.disabled'));
          },
          onError: (err) => setPromptError(errorText(err)),
        },
      );
    } else if (prompt === 'codes') {
      newCodes.mutate(
        { password },
        {
          onSuccess: (codes) => {
            setPrompt(null);
            setFreshCodes(codes);
          },
          onError: (err) => setPromptError(errorText(err)),
        },
      );
    }
  };

  const onVerify = codeForm.handleSubmit((values) => {
    setVerifyError(null);
    verify.mutate(values, {
      onSuccess: () => {
        setSetup(null);
        codeForm.reset();
        void refreshUser();
        notify.success(t('twoFactorSetup.enabled'));
      },
      onError: (err) => setVerifyError(errorText(err)),
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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('twoFactorSetup.title')}
          {enabled ? (
            <Badge variant="success">{t('twoFactorSetup.statusOn')}</Badge>
          ) : (
            <Badge variant="secondary">{t('twoFactorSetup.statusOff')}</Badge>
          )}
        </CardTitle>
        <CardDescription>{t('twoFactorSetup.description')}</CardDescription>
        <CardAction>
          {!enabled && (
            <Button size="sm" onClick={() => setPrompt('enable')}>
              <ShieldCheck aria-hidden="true" />
              {t('twoFactorSetup.enable')}
            </Button>
          )}
        </CardAction>
      </CardHeader>
      {enabled && (
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setPrompt('codes')}>
            <KeyRound aria-hidden="true" />
            {t('twoFactorSetup.newCodes')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive-text hover:text-destructive-text"
            onClick={() => setPrompt('disable')}
          >
            <ShieldOff aria-hidden="true" />
            {t('twoFactorSetup.disable')}
          </Button>
        </CardContent>
      )}

      <PasswordPromptDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPrompt(null);
            setPromptError(null);
          }
        }}
        title={
          prompt === 'disable'
            ? t('twoFactorSetup.disableTitle')
            : prompt === 'codes'
              ? t('twoFactorSetup.newCodesTitle')
              : t('twoFactorSetup.enableTitle')
        }
        description={
          prompt === 'disable'
            ? t('twoFactorSetup.disableDescription')
            : prompt === 'codes'
              ? t('twoFactorSetup.newCodesDescription')
              : t('twoFactorSetup.enableDescription')
        }
        confirmLabel={prompt === 'disable' ? t('twoFactorSetup.disable') : t('twoFactorSetup.continue')}
        destructive={prompt === 'disable'}
        pending={enable.isPending || disable.isPending || newCodes.isPending}
        error={promptError}
        onSubmit={onPassword}
      />

      <Dialog open={setup !== null} onOpenChange={(open) => !open && setSetup(null)}>
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
            <Button variant="outline" onClick={() => setSetup(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" form="two-factor-verify" loading={verify.isPending}>
              {t('twoFactorSetup.finish')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={freshCodes !== null} onOpenChange={(open) => !open && setFreshCodes(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('twoFactorSetup.freshCodesTitle')}</DialogTitle>
            <DialogDescription>{t('twoFactorSetup.backupHint')}</DialogDescription>
          </DialogHeader>
          {freshCodes && <BackupCodes codes={freshCodes} />}
          <DialogFooter>
            <Button onClick={() => setFreshCodes(null)}>{t('twoFactorSetup.done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
