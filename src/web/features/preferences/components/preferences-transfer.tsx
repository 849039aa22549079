import { useQueryClient } from '@tanstack/react-query';
import { Download, RotateCcw, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useAppearance } from '@/web/lib/appearance';
import { downloadFile } from '@/web/lib/download';
import { backendToast, notify } from '@/web/lib/toast';
import { getPreferences, preferencesKeys } from '../api/get-preferences';
import { useImportPreferences } from '../api/import-preferences';
import { useResetPreferences } from '../api/reset-preferences';
import { buildExport, exportFileName, parseImportFile } from '../export-import';
import { DEFAULT_PERFORMANCE, languageFrom, performanceSettingsFrom, themeFrom } from '../preference-values';

const MAX_FILE_BYTES = 1_000_000;

/** 'Exportar' (JSON download), 'Importar' (validated JSON, replaces) and 'Restablecer'. */
export function PreferencesTransfer() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const appearance = useAppearance();
  const importMutation = useImportPreferences();
  const reset = useResetPreferences();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const items = await queryClient.fetchQuery({
        queryKey: preferencesKeys.list(),
        queryFn: () => getPreferences(),
        staleTime: 0,
      });
      downloadFile(`${JSON.stringify(buildExport(items), null, 2)}\n`, exportFileName());
      notify.success(t('transfer.exported'));
    } catch {
      // The query cache already showed the error toast.
    } finally {
      setExporting(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = (reason: string) =>
      backendToast.error(t('transfer.invalidTitle'), { description: t(`transfer.invalid.${reason}`) });
    if (file.size > MAX_FILE_BYTES) return invalid('size');
    const parsed = parseImportFile(await file.text());
    if (!parsed.ok) return invalid(parsed.reason);
    importMutation.mutate(
      { replace: true, items: parsed.items },
      {
        onSuccess: (saved) => {
          const performance = performanceSettingsFrom(saved);
          appearance.applyServerPreferences({
            theme: themeFrom(saved),
            language: languageFrom(saved),
            reduceMotion: performance.reduce_motion,
            dataSaver: performance.data_saver,
          });
          notify.success(t('transfer.imported', { count: parsed.items.length }));
        },
      },
    );
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirmReset(false);
        appearance.applyServerPreferences({
          theme: 'light',
          reduceMotion: DEFAULT_PERFORMANCE.reduce_motion,
          dataSaver: DEFAULT_PERFORMANCE.data_saver,
        });
        notify.success(t('transfer.resetDone'));
      },
    });

  return (
    <>
      <Button variant="outline" onClick={() => void onExport()} loading={exporting}>
        {!exporting && <Download aria-hidden="true" />}
        {t('transfer.export')}
      </Button>
      <Button variant="outline" onClick={() => fileInput.current?.click()} loading={importMutation.isPending}>
        {!importMutation.isPending && <Upload aria-hidden="true" />}
        {t('transfer.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="preferences-import-input"
        onChange={(e) => void onFile(e)}
      />
      <Button
        variant="outline"
        className="text-destructive-text hover:text-destructive-text"
        onClick={() => setConfirmReset(true)}
      >
        <RotateCcw aria-hidden="true" />
        {t('transfer.reset')}
      </Button>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('transfer.resetTitle')}
        description={
          <div className="space-y-2">
            <p>{t('transfer.resetDescription')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {(['theme', 'formats', 'privacy', 'performance', 'language', 'session'] as const).map((key) => (
                <li key={key}>{t(`transfer.resetItems.${key}`)}</li>
              ))}
            </ul>
            <p>{t('transfer.resetKeeps')}</p>
          </div>
        }
        confirmLabel={t('transfer.resetConfirm')}
        loading={reset.isPending}
        onConfirm={onReset}
      />
    </>
  );
}
