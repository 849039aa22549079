import { GitPullRequest, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EvidenceKind } from '@/shared/schemas/code-evidence';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isApiError } from '@/web/lib/api-error';
import { notify } from '@/web/lib/toast';
import { useLinkEvidence, useProjectCode } from '../api/code-evidence';
import { EvidenceState } from './evidence-state';

/**
 * An admin's picker (decision 0026): the repository's open pull requests and recent deployments, one
 * click links the phase to one (the server reads it from the provider and keeps what it says).
 */
export function LinkEvidenceDialog({
  projectId,
  phase,
  open,
  onOpenChange,
}: {
  projectId: string;
  phase: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const {
    data: code,
    isPending,
    error,
    refetch,
    isRefetching,
  } = useProjectCode(projectId, { enabled: open });
  const link = useLinkEvidence(projectId);
  const pick = (kind: EvidenceKind, ref: number) =>
    link.mutate(
      { phaseId: phase.id, input: { kind, ref } },
      {
        onSuccess: () => {
          notify.success(t('code.linked'));
          onOpenChange(false);
        },
      },
    );
  const choice =
    'flex min-h-11 w-full flex-wrap items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50';

  let body;
  if (isPending) {
    body = (
      <div className="grid gap-2">
        <p role="status" className="sr-only">
          {t('code.loading')}
        </p>
        <Skeleton aria-hidden="true" className="h-10 w-full" />
        <Skeleton aria-hidden="true" className="h-10 w-full" />
      </div>
    );
  } else if (error || !code) {
    body = (
      <ErrorState
        size="sm"
        message={isApiError(error) ? error.message : t('code.error')}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (code.state !== 'ready') {
    body = (
      <EmptyState size="sm" icon={GitPullRequest}>
        {code.state === 'no_repository'
          ? t('code.noRepository')
          : t('code.notConnected', { repository: code.repository?.full_name ?? '' })}
      </EmptyState>
    );
  } else if (code.pull_requests.length === 0 && code.deployments.length === 0) {
    body = (
      <EmptyState size="sm" icon={GitPullRequest}>
        {t('code.nothingToLink')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {code.pull_requests.length > 0 && (
          <section className="grid gap-1">
            <h3 className="text-sm font-semibold">{t('code.pickPulls')}</h3>
            <ul className="grid gap-1">
              {code.pull_requests.map((pull) => (
                <li key={pull.number}>
                  <button
                    type="button"
                    className={choice}
                    disabled={link.isPending}
                    onClick={() => pick('pull_request', pull.number)}
                  >
                    <GitPullRequest className="size-4 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-words">
                      #{pull.number} {pull.title}
                    </span>
                    <EvidenceState kind="pull_request" state={pull.state} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {code.deployments.length > 0 && (
          <section className="grid gap-1">
            <h3 className="text-sm font-semibold">{t('code.pickDeployments')}</h3>
            <ul className="grid gap-1">
              {code.deployments.map((deployment) => (
                <li key={deployment.id}>
                  <button
                    type="button"
                    className={choice}
                    disabled={link.isPending}
                    onClick={() => pick('deployment', deployment.id)}
                  >
                    <Rocket className="size-4 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-words">
                      {deployment.environment} · {deployment.ref}
                    </span>
                    <EvidenceState kind="deployment" state={deployment.state} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('code.linkTitle', { phase: phase.name })}</DialogTitle>
          <DialogDescription>{t('code.linkDescription')}</DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('code.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
