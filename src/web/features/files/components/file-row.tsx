import { Download, Eye, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectFile } from '@/shared/schemas/files';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { downloadUrl } from '../api/client';
import { sizeParts } from '../lib/format-size';
import { FileIcon } from './file-icon';

/** One file: thumbnail or icon, name, size, who and when; download, preview and delete. */
export function FileRow({
  file,
  onPreview,
  onDelete,
}: {
  file: ProjectFile;
  onPreview: (file: ProjectFile) => void;
  onDelete: (file: ProjectFile) => void;
}) {
  const { t } = useTranslation('files');
  const { number, dateTime } = useFormatters();
  const relative = useRelativeTime();
  const size = sizeParts(file.file_size);
  const thumbnail = file.previewable && file.mime_type.startsWith('image/');
  const name = file.file_name;
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      {thumbnail ? (
        <img
          src={downloadUrl(file.id, true)}
          alt=""
          loading="lazy"
          className="size-10 shrink-0 rounded-md border object-cover"
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted">
          <FileIcon mimeType={file.mime_type} className="size-5 text-muted-foreground" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {t(`units.${size.unit}`, { value: number(size.value, { maximumFractionDigits: size.digits }) })}
          {' · '}
          {t('list.by', { name: file.uploader_name ?? t('list.unknownUploader') })}
          {' · '}
          <time dateTime={file.uploaded_at} title={dateTime(file.uploaded_at)}>
            {relative(file.uploaded_at)}
          </time>
        </p>
      </div>
      {file.previewable && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.preview', { name })}
          title={t('actions.preview', { name })}
          onClick={() => onPreview(file)}
        >
          <Eye aria-hidden="true" />
        </Button>
      )}
      <a
        href={downloadUrl(file.id)}
        download={name}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-label={t('actions.download', { name })}
        title={t('actions.download', { name })}
      >
        <Download aria-hidden="true" />
      </a>
      {file.can_delete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.delete', { name })}
          title={t('actions.delete', { name })}
          onClick={() => onDelete(file)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
