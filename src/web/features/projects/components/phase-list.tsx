import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Comment } from '@/shared/schemas/phases-tasks';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { useProjectComments } from '../api/list-project-comments';
import { useProjectEvidence } from '../api/code-evidence';
import { ESTADO_TO_STATUS } from '../lib/phase-steps';
import { paths } from '@/shared/paths';
import { phaseStatusTone } from '@/web/lib/status-tones';
import { CommentThread } from './comment-thread';
import { EmptyState } from '@/web/components/block-states';
import type { EvidenceLink } from '@/shared/schemas/code-evidence';
import { PhaseEvidence } from './phase-evidence';

/** The Fases tab: each phase with its state and its conversation (comments and replies). */
export function PhaseList({ project }: { project: ProjectDetail }) {
  const canManage = project.can.managePhases;
  const { t } = useTranslation('projects');
  const comments = useProjectComments(project.id);
  const evidence = useProjectEvidence(project.id);
  if (project.fases.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title={t('detail.phases.empty')}
        action={
          canManage ? (
            <Button asChild>
              <Link to={paths.admin.phasesTasks.getHref(project.id)}>{t('detail.managePhases')}</Link>
            </Button>
          ) : null
        }
      >
        {canManage ? t('detail.phases.emptyAdmin') : t('detail.phases.emptyClient')}
      </EmptyState>
    );
  }
  const byPhase = new Map<string, Comment[]>();
  for (const comment of comments.data ?? []) {
    byPhase.set(comment.phase_key, [...(byPhase.get(comment.phase_key) ?? []), comment]);
  }
  const linksByPhase = new Map<string, EvidenceLink[]>();
  for (const link of evidence.data ?? []) {
    linksByPhase.set(link.phase_id, [...(linksByPhase.get(link.phase_id) ?? []), link]);
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      {project.fases.map((fase, index) => {
        const status = ESTADO_TO_STATUS[fase.estado];
        return (
          <Card key={fase.key} data-testid="phase-card">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <span
                  className="flex size-7 items-center justify-center rounded-full bg-muted text-xs tabular"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                {fase.name}
              </CardTitle>
              <CardAction>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
                    phaseStatusTone[status],
                  )}
                >
                  {t(`phaseStatus.${status}`)}
                </span>
              </CardAction>
            </CardHeader>
            <CardContent className="grid gap-4">
              {evidence.data && (
                <PhaseEvidence
                  projectId={project.id}
                  phase={{ id: fase.key, name: fase.name }}
                  links={linksByPhase.get(fase.key) ?? []}
                  canUnlink={project.can.linkEvidence}
                  canLink={project.can.linkEvidence && Boolean(project.github_repository_url)}
                />
              )}
              {comments.isPending ? (
                <div className="space-y-2" aria-hidden="true">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-16 w-full" />
                </div>
              ) : (
                <CommentThread
                  projectId={project.id}
                  phaseKey={fase.key}
                  phaseName={fase.name}
                  comments={byPhase.get(fase.key) ?? []}
                />
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
