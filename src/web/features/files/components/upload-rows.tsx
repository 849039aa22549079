import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/web/components/progress';
import { Button } from '@/web/components/ui/button';
import type { UploadRow } from '../lib/use-uploads';

/** One row per upload in progress: its name, a progress bar and Cancel. */
export function UploadRows({ rows, onCancel }: { rows: UploadRow[]; onCancel: (id: string) => void }) {
  const { t } = useTranslation('files');
  if (rows.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-live="polite">
      {rows.map((row) => (
        <li key={row.id} className="flex items-center gap-3 rounded-lg border p-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{row.name}</p>
            <ProgressBar value={row.progress * 100} label={t('upload.progress', { name: row.name })} />
          </div>
          <Button variant="ghost" size="sm" onClick={() => onCancel(row.id)}>
            {t('upload.cancel')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
