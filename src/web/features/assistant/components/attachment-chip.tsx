import { FileType, Image as ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';
import { formatSize } from '../lib/attachments';

/**
 * One attached file as a chip: its kind's icon, name and size; the composer adds a remove button
 * (`action`), a sent question shows it as it is.
 */
export function AttachmentChip({
  name,
  mediaType,
  size,
  action,
}: {
  name: string;
  mediaType: string;
  size: number;
  action?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const Icon = mediaType.startsWith('image/') ? ImageIcon : FileType;
  return (
    <li
      className={cn(
        'flex max-w-full items-center gap-1.5 rounded-full border bg-muted py-0.5 text-xs',
        action ? 'pr-0.5 pl-2.5' : 'px-2.5',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
      <span className="shrink-0 text-muted-foreground tabular">{formatSize(size, i18n.language)}</span>
      {action}
    </li>
  );
}
