import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotContent } from '@/shared/schemas/documents';
import { ErrorState } from '@/web/components/block-states';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { useSnapshotContent } from '../api/get-snapshot';
import { contentExtensions } from '../lib/extensions';

/** The snapshot's content in an editor of the same extensions, not editable. */
function ReadOnlyContent({ snapshot }: { snapshot: SnapshotContent }) {
  const { t } = useTranslation('documents');
  const editor = useEditor(
    {
      extensions: contentExtensions(),
      content: snapshot.content,
      editable: false,
      editorProps: { attributes: { 'aria-label': t('snapshots.readOnly', { name: snapshot.name }) } },
    },
    [snapshot],
  );
  return (
    <EditorContent
      editor={editor}
      className="document-editor max-h-[60vh] overflow-y-auto rounded-md border"
    />
  );
}

/** A snapshot opened read-only (its content as the server rebuilt it), in a dialog. */
export function SnapshotViewer({
  documentId,
  snapshot,
  onClose,
}: {
  documentId: string;
  snapshot: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const content = useSnapshotContent(documentId, snapshot?.id ?? null);
  return (
    <Dialog open={snapshot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{snapshot?.name}</DialogTitle>
          <DialogDescription>{t('snapshots.readOnly', { name: snapshot?.name })}</DialogDescription>
        </DialogHeader>
        {content.data ? (
          <ReadOnlyContent snapshot={content.data} />
        ) : content.error ? (
          <ErrorState
            message={t('snapshots.error')}
            onRetry={() => void content.refetch()}
            retrying={content.isRefetching}
          />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {t('editor.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
