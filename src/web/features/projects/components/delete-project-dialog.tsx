import { AlertCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { isApiError } from '@/web/lib/api-error';
import { describeError } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { forgetProject, useDeleteProject } from '../api/delete-project';

/**
 * Confirmation naming the project. When the server refuses, its own message is shown in the
 * dialog ('No tienes permisos para eliminar este proyecto', 'Solo puedes eliminar proyectos que
 * han sido rechazados'). `blockedReason` explains up front why it is not possible (the same
 * catalogue text the server answers with) and leaves only the way back.
 */
export function DeleteProjectDialog({
  project,
  onOpenChange,
  onDeleted,
  onDeleting,
  onFailed,
  blockedReason,
}: {
  project: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
  /** The request is about to go: stop showing (and refetching) the project. */
  onDeleting?: () => void;
  /** The server refused or the call failed: the project is still there. */
  onFailed?: () => void;
  blockedReason?: string | null;
}) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  const error = remove.error;
  const serverMessage = error
    ? isApiError(error) && error.isAppCode
      ? error.message
      : (describeError(error, t('operations.deleteProject'), t, {
          userAction: true,
          failure: 'deleteProject',
        })?.description ?? null)
    : null;
  const message = blockedReason || serverMessage;
  const close = () => {
    remove.reset();
    onOpenChange(false);
  };
  return (
    <Dialog open={project !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.description', { name: project?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        {message && (
          <Alert variant="destructive" role="alert">
            <AlertCircle aria-hidden="true" />
            {!blockedReason && <AlertTitle>{t('errors:failures.deleteProject')}</AlertTitle>}
            <AlertDescription>{message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {blockedReason ? t('delete.understood') : t('common:actions.cancel')}
          </Button>
          {!blockedReason && (
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() => {
                if (!project) return;
                onDeleting?.();
                remove.mutate(project.id, {
                  onError: () => onFailed?.(),
                  onSuccess: () => {
                    notify.success(t('delete.done'), { description: project.name });
                    close();
                    onDeleted?.();
                    // Once the page that showed it is gone (next tick), its queries go too.
                    window.setTimeout(() => forgetProject(queryClient, project.id), 0);
                  },
                });
              }}
            >
              {t('delete.confirm')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
