import { ExternalLink, FolderSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { phaseProgress } from '@/shared/domain/progress';
import { PageHeader } from '@/web/components/page-header';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Button } from '@/web/components/ui/button';
import { usePhases } from '../api/list-phases';
import { ProgressBar } from '@/web/components/progress';
import { EmptyState } from '@/web/components/block-states';
import { PhasesManager } from '../components/phases-manager';
import { ProjectPicker } from '../components/project-picker';
import { ProjectTasksPanel } from '../components/project-tasks-panel';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'projects:titles.adminPhasesTasks' };

const uuid = z.uuid();

function ProjectWork({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { data: phases, isPending } = usePhases(projectId);
  const progress = phaseProgress(phases ?? []);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('adminPhases.phasesTitle')}</CardTitle>
          <CardDescription>{t('adminPhases.phasesDescription')}</CardDescription>
          <CardAction>
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.app.projectDetail.getHref(projectId)}>
                <ExternalLink aria-hidden="true" />
                {t('adminPhases.openProject')}
              </Link>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {phases && phases.length > 0 && (
            <ProgressBar value={progress} label={t('adminPhases.progress')} className="max-w-md" />
          )}
          <PhasesManager projectId={projectId} phases={phases} isPending={isPending} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('adminPhases.tasksTitle')}</CardTitle>
          <CardDescription>{t('adminPhases.tasksDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProjectTasksPanel
            projectId={projectId}
            // An admin's screen (the router's role guard): the agency manages the tasks here.
            canManage
            phases={(phases ?? []).map((p) => ({ id: p.id, name: p.name }))}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** /admin/fases-tareas (admins: the router's role guard): choose a project, then manage its phases and tasks. */
export function Component() {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('proyecto');
  const projectId = requested && uuid.safeParse(requested).success ? requested : null;
  return (
    <div className="space-y-6">
      <PageHeader title={t('adminPhases.title')} description={t('adminPhases.description')} />
      <Card>
        <CardContent>
          <ProjectPicker
            value={projectId}
            onChange={(id) => setSearchParams(id ? { proyecto: id } : {}, { replace: false })}
          />
        </CardContent>
      </Card>
      {projectId ? (
        <ProjectWork key={projectId} projectId={projectId} />
      ) : (
        <EmptyState icon={FolderSearch} title={t('adminPhases.pickTitle')}>
          {t('adminPhases.pickDescription')}
        </EmptyState>
      )}
    </div>
  );
}
