import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { BackupCodes } from './backup-codes';
import { PasswordPromptDialog } from './password-prompt-dialog';
import { TwoFactorSetupDialog, type TwoFactorSetup } from './two-factor-setup-dialog';

type Prompt = 'enable' | 'disable' | 'codes' | null;

/** Authenticator-app 2FA: enable (password → secret + backup codes → verify), disable, new codes. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useGenerateBackupCodes();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

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

      <TwoFactorSetupDialog
        setup={setup}
        onClose={() => setSetup(null)}
        onEnabled={() => {
          setSetup(null);
          void refreshUser();
        }}
      />

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
