import { ArrowLeft, FileText, FileX, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EditorDocument } from '@/shared/schemas/documents';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import { useProjectDocuments } from '../api/list-documents';
import { DocumentRow } from './document-row';
import { TitleDialog } from './title-dialog';

/** The editor (TipTap, Yjs, the collaboration provider): its own chunk, loaded when a document opens. */
const DocumentEditor = lazy(() => import('./document-editor').then((m) => ({ default: m.DocumentEditor })));

/** `?tab=documents&doc=<id>`: the address of a document in the space (shareable). */
function useOpenDocument() {
  const [search, setSearch] = useSearchParams();
  const hrefOf = (documentId: string | null) => {
    const next = new URLSearchParams(search);
    next.set('tab', 'documents');
    if (documentId) next.set('doc', documentId);
    else next.delete('doc');
    return `?${next.toString()}`;
  };
  return { openId: search.get('doc'), hrefOf, setSearch };
}

/**
 * Documentos (decision 0017): a project's shared documents, the most recently modified first; create,
 * rename and delete them, and open one (in this pane) to edit it together.
 */
export function DocumentsPane({ projectId }: { projectId: string }) {
  const { t } = useTranslation('documents');
  const documents = useProjectDocuments(projectId);
  const remove = useDeleteDocument();
  const { openId, hrefOf, setSearch } = useOpenDocument();
  const [naming, setNaming] = useState<{ renaming: EditorDocument | null } | null>(null);
  const [deleting, setDeleting] = useState<EditorDocument | null>(null);
  const list = documents.data?.documents;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('pane.deleted'));
        setDeleting(null);
      },
    });
  };

  if (openId && (documents.isPending || list)) {
    const open = list?.find((document) => document.id === openId);
    return (
      <section className="grid grid-cols-1 gap-4" aria-label={open?.title ?? t('pane.title')}>
        <Button variant="link" className="justify-self-start px-0" asChild>
          <Link to={hrefOf(null)}>
            <ArrowLeft aria-hidden="true" />
            {t('editor.back')}
          </Link>
        </Button>
        {documents.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('editor.loading')}
          </p>
        ) : open ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {t('editor.loading')}
              </p>
            }
          >
            <DocumentEditor key={open.id} document={open} />
          </Suspense>
        ) : (
          <EmptyState icon={FileX} title={t('editor.denied')} />
        )}
      </section>
    );
  }

  return (
    <section className="grid grid-cols-1 gap-4" aria-label={t('pane.title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('pane.title')}</h2>
        <Button onClick={() => setNaming({ renaming: null })}>
          <Plus aria-hidden="true" />
          {t('pane.new')}
        </Button>
      </div>
      {documents.isPending ? (
        <div className="grid gap-3" aria-label={t('pane.loading')} role="status">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10" />
              <Skeleton className="h-4 w-48" />
            </div>
          ))}
        </div>
      ) : documents.error || !list ? (
        <ErrorState
          message={t('pane.error')}
          onRetry={() => void documents.refetch()}
          retrying={documents.isRefetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={FileText} title={t('pane.empty')}>
          {t('pane.emptyHint')}
        </EmptyState>
      ) : (
        <ul className="divide-y" aria-label={t('pane.title')}>
          {list.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              href={hrefOf(document.id)}
              onRename={(renaming) => setNaming({ renaming })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <TitleDialog
        key={naming?.renaming ? `${naming.renaming.id}:${naming.renaming.title}` : 'new'}
        projectId={projectId}
        open={naming !== null}
        renaming={naming?.renaming ?? null}
        onOpenChange={(next) => !next && setNaming(null)}
        onCreated={(document) => setSearch(new URLSearchParams(hrefOf(document.id)))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('pane.deleteTitle', { title: deleting?.title })}
        description={t('pane.deleteBody')}
        confirmLabel={t('pane.delete')}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </section>
  );
}
