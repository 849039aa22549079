import { GitPullRequest, Link2, Rocket, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidenceLink } from '@/shared/schemas/code-evidence';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';
import { useOnDemand } from '@/web/lib/use-on-demand';
import { useUnlinkEvidence } from '../api/code-evidence';
import { EvidenceState } from './evidence-state';

/** The picker (and the repository read it needs) loads the first time an admin opens it. */
const loadLinkDialog = () => import('./link-evidence-dialog').then((module) => module.LinkEvidenceDialog);

function label(link: EvidenceLink, t: (key: string, options?: Record<string, unknown>) => string) {
  return link.kind === 'pull_request'
    ? `${t('code.pullChip', { number: link.ref })} ${link.title}`
    : t('code.deploymentChip', { environment: link.environment ?? link.title });
}

/**
 * A phase's evidence (decision 0026): each linked pull request or deployment as a chip with its state
 * and link; an admin links more from a picker and removes a link after confirming.
 */
export function PhaseEvidence({
  projectId,
  phase,
  links,
  canUnlink,
  canLink,
}: {
  projectId: string;
  phase: { id: string; name: string };
  links: EvidenceLink[];
  /** The project's `can.linkEvidence`. */
  canUnlink: boolean;
  /** `canUnlink`, on a project with a repository address. */
  canLink: boolean;
}) {
  const { t } = useTranslation('projects');
  const [picking, setPicking] = useState(false);
  const LinkEvidenceDialog = useOnDemand(loadLinkDialog, picking);
  const [removing, setRemoving] = useState<EvidenceLink | null>(null);
  const unlink = useUnlinkEvidence(projectId);
  if (links.length === 0 && !canLink) return null;
  const confirmUnlink = () => {
    if (!removing) return;
    unlink.mutate(removing.id, {
      onSuccess: () => {
        notify.success(t('code.unlinked'));
        setRemoving(null);
      },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('code.evidenceOf', { phase: phase.name })}>
          {links.map((link) => {
            const Icon = link.kind === 'pull_request' ? GitPullRequest : Rocket;
            const text = label(link, t);
            return (
              <li
                key={link.id}
                data-testid="phase-evidence"
                className="inline-flex max-w-full items-center gap-2 rounded-full border py-1 pr-1 pl-3 text-sm"
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 truncate rounded font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {text}
                </a>
                <EvidenceState kind={link.kind} state={link.state} />
                {canUnlink && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 rounded-full"
                    aria-label={t('code.unlink', { title: text })}
                    title={t('code.unlink', { title: text })}
                    onClick={() => setRemoving(link)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canLink && (
        <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
          <Link2 aria-hidden="true" />
          {t('code.link')}
        </Button>
      )}
      {canLink && LinkEvidenceDialog && (
        <LinkEvidenceDialog projectId={projectId} phase={phase} open={picking} onOpenChange={setPicking} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('code.unlinkTitle')}
        description={t('code.unlinkText', { title: removing ? label(removing, t) : '' })}
        confirmLabel={t('code.unlinkConfirm')}
        onConfirm={confirmUnlink}
        loading={unlink.isPending}
      />
    </div>
  );
}
