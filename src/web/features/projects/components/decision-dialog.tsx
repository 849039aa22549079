import { useTranslation } from 'react-i18next';
import { notesSchema } from '@/shared/schemas/project-input';
import { notify } from '@/web/lib/toast';
import { operation } from '../api/client';
import { useApproveProject } from '../api/approve-project';
import { useRejectProject } from '../api/reject-project';
import { NotesDialog } from './notes-dialog';

export type Decision = 'approve' | 'reject';

/** An admin approves or rejects a project, with optional notes for the client. */
export function DecisionDialog({
  project,
  decision,
  onOpenChange,
  onDone,
}: {
  project: { id: string; name: string } | null;
  decision: Decision;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('projects');
  const approve = useApproveProject();
  const reject = useRejectProject();
  const mutation = decision === 'approve' ? approve : reject;
  return (
    <NotesDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={t(`decision.${decision}.title`)}
      description={t(`decision.${decision}.description`, { name: project?.name ?? '' })}
      notes={notesSchema.shape.admin_notes}
      notesLabel={t('decision.notesLabel')}
      notesHint={t('decision.notesHint')}
      confirmLabel={t(`decision.${decision}.confirm`)}
      confirmVariant={decision === 'approve' ? 'primary' : 'destructive'}
      operation={operation(decision === 'approve' ? 'approveProject' : 'rejectProject')}
      pending={mutation.isPending}
      onConfirm={(notes, callbacks) => {
        if (project) mutation.mutate({ id: project.id, admin_notes: notes }, callbacks);
      }}
      onDone={() => {
        notify.success(t(`decision.${decision}.done`), { description: project?.name });
        onDone?.();
      }}
    />
  );
}
