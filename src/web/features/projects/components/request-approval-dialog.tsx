import { useTranslation } from 'react-i18next';
import { approvalRequestSchema } from '@/shared/schemas/project-input';
import { notify } from '@/web/lib/toast';
import { operation } from '../api/client';
import { useRequestApproval } from '../api/request-approval';
import { NotesDialog } from './notes-dialog';

/** The owner asks the agency to approve the project (again while pending, or after a rejection). */
export function RequestApprovalDialog({
  project,
  open,
  onOpenChange,
}: {
  project: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const request = useRequestApproval();
  return (
    <NotesDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requestApproval.title')}
      description={t('requestApproval.description', { name: project.name })}
      notes={approvalRequestSchema.shape.request_notes}
      notesLabel={t('requestApproval.notesLabel')}
      notesHint={t('requestApproval.notesHint')}
      confirmLabel={t('requestApproval.confirm')}
      operation={operation('requestApproval')}
      pending={request.isPending}
      onConfirm={(notes, callbacks) => request.mutate({ id: project.id, requestNotes: notes }, callbacks)}
      onDone={() => notify.success(t('requestApproval.done'))}
    />
  );
}
