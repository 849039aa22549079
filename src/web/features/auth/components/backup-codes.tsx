import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { downloadFile } from '@/web/lib/download';
import { notify } from '@/web/lib/toast';

/** Backup codes with copy and download (websy-codigos-respaldo.txt). */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('auth');
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('twoFactorSetup.copied'));
    } catch {
      notify.error(t('twoFactorSetup.copyFailed'));
    }
  };
  return (
    <div className="space-y-3">
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm tabular"
        aria-label={t('twoFactorSetup.backupCodes')}
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('twoFactorSetup.copyCodes')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadFile(`${text}\n`, 'websy-codigos-respaldo.txt', 'text/plain')}
        >
          <Download aria-hidden="true" />
          {t('twoFactorSetup.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
