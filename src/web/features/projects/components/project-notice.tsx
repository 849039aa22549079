import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/shared/schemas/projects';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';

/** Where the project stands with the agency, in the owner's words: pending, rejected (why), approved (note). */
export function ProjectNotice({
  project,
  isAdmin,
  action,
}: {
  project: Project;
  isAdmin: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation('projects');
  const who = isAdmin ? 'admin' : 'owner';
  if (project.approval_status === 'pending') {
    return (
      <Alert variant="warning" data-testid="approval-notice">
        <Clock aria-hidden="true" />
        <AlertTitle>{t(`detail.notice.pending.title`)}</AlertTitle>
        <AlertDescription>
          <p>{t(`detail.notice.pending.${who}`)}</p>
          {project.request_notes && (
            <p>{t('detail.notice.requestNotes', { notes: project.request_notes })}</p>
          )}
          {action}
        </AlertDescription>
      </Alert>
    );
  }
  if (project.approval_status === 'rejected') {
    return (
      <Alert variant="destructive" data-testid="approval-notice">
        <XCircle aria-hidden="true" />
        <AlertTitle>{t('detail.notice.rejected.title')}</AlertTitle>
        <AlertDescription>
          <p>{t(`detail.notice.rejected.${who}`)}</p>
          {project.admin_notes && <p>{t('detail.notice.adminNotes', { notes: project.admin_notes })}</p>}
          {action}
        </AlertDescription>
      </Alert>
    );
  }
  if (!project.admin_notes) return null;
  return (
    <Alert variant="success" data-testid="approval-notice">
      <CheckCircle2 aria-hidden="true" />
      <AlertTitle>{t('detail.notice.approved.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('detail.notice.adminNotes', { notes: project.admin_notes })}</p>
      </AlertDescription>
    </Alert>
  );
}
