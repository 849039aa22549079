import { Eye, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotInputSchema, type DocumentSnapshot } from '@/shared/schemas/documents';
import { ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { operation } from '../api/client';
import { useCreateSnapshot } from '../api/create-snapshot';
import { useSnapshots } from '../api/list-snapshots';
import { useRestoreSnapshot } from '../api/restore-snapshot';
import { SnapshotViewer } from './snapshot-viewer';

/** Names the document's current content as a snapshot. */
function SnapshotForm({ documentId }: { documentId: string }) {
  const { t } = useTranslation('documents');
  const create = useCreateSnapshot();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(snapshotInputSchema, {
    fields: ['name'],
    failure: describeFailure(operation('createSnapshot')),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit((input) =>
    create.mutate(
      { documentId, input },
      {
        onSuccess: () => {
          notify.success(t('snapshots.created'));
          discard();
        },
        onError: onServerError,
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      {formError && <FormAlert variant="error">{formError}</FormAlert>}
      <FormField label={t('snapshots.nameLabel')} error={form.formState.errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('snapshots.namePlaceholder')}
            {...form.register('name')}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={create.isPending} className="justify-self-start">
        {t('snapshots.create')}
      </Button>
    </form>
  );
}

/** Versiones: name a snapshot, see the list, open one read-only, restore one after confirming. */
export function SnapshotsPanel({ documentId }: { documentId: string }) {
  const { t } = useTranslation('documents');
  const { dateTime } = useFormatters();
  const relative = useRelativeTime();
  const snapshots = useSnapshots(documentId);
  const restore = useRestoreSnapshot();
  const [viewing, setViewing] = useState<DocumentSnapshot | null>(null);
  const [restoring, setRestoring] = useState<DocumentSnapshot | null>(null);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      { documentId, snapshotId: restoring.id },
      {
        onSuccess: () => {
          notify.success(t('snapshots.restored'));
          setRestoring(null);
        },
      },
    );
  };

  return (
    <aside className="grid content-start gap-4 rounded-md border p-3" aria-label={t('snapshots.title')}>
      <h3 className="flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden="true" />
        {t('snapshots.title')}
      </h3>
      <SnapshotForm documentId={documentId} />
      {snapshots.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('editor.loading')}
        </p>
      ) : snapshots.error ? (
        <ErrorState
          message={t('snapshots.error')}
          onRetry={() => void snapshots.refetch()}
          retrying={snapshots.isRefetching}
        />
      ) : snapshots.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('snapshots.empty')}</p>
      ) : (
        <ul className="divide-y" aria-label={t('snapshots.title')}>
          {snapshots.data.map((snapshot) => (
            <li key={snapshot.id} className="grid gap-1 py-2">
              <p className="truncate text-sm font-medium" title={snapshot.name}>
                {snapshot.name}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={snapshot.created_at} title={dateTime(snapshot.created_at)}>
                  {t('snapshots.by', {
                    name: snapshot.created_by?.full_name ?? '—',
                    date: relative(snapshot.created_at),
                  })}
                </time>
              </p>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('snapshots.viewNamed', { name: snapshot.name })}
                  onClick={() => setViewing(snapshot)}
                >
                  <Eye aria-hidden="true" />
                  {t('snapshots.view')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('snapshots.restoreNamed', { name: snapshot.name })}
                  onClick={() => setRestoring(snapshot)}
                >
                  <RotateCcw aria-hidden="true" />
                  {t('snapshots.restore')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SnapshotViewer documentId={documentId} snapshot={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => !next && setRestoring(null)}
        title={t('snapshots.restoreTitle', { name: restoring?.name })}
        description={t('snapshots.restoreBody')}
        confirmLabel={t('snapshots.restore')}
        onConfirm={confirmRestore}
        loading={restore.isPending}
      />
    </aside>
  );
}
