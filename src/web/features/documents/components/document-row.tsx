import { FileText, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditorDocument } from '@/shared/schemas/documents';
import { RowMenu } from '@/web/components/row-menu';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';

/** One document: its title (opens it), who created it and when it was last modified; rename, delete. */
export function DocumentRow({
  document,
  href,
  onRename,
  onDelete,
}: {
  document: EditorDocument;
  href: string;
  onRename: (document: EditorDocument) => void;
  onDelete: (document: EditorDocument) => void;
}) {
  const { t } = useTranslation('documents');
  const { dateTime } = useFormatters();
  const relative = useRelativeTime();
  const { title } = document;
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted">
        <FileText className="size-5 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Link to={href} className="block truncate text-sm font-medium hover:underline" title={title}>
          {title}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {document.created_by && (
            <>
              {t('pane.createdBy', { name: document.created_by.full_name })}
              {' · '}
            </>
          )}
          <time dateTime={document.last_modified} title={dateTime(document.last_modified)}>
            {t('pane.modified', { date: relative(document.last_modified) })}
          </time>
        </p>
      </div>
      <RowMenu
        label={t('pane.actions', { title })}
        modal={false}
        actions={[
          { label: t('pane.rename'), icon: Pencil, onSelect: () => onRename(document) },
          document.can_delete && {
            label: t('pane.delete'),
            icon: Trash2,
            destructive: true,
            onSelect: () => onDelete(document),
          },
        ]}
      />
    </li>
  );
}
