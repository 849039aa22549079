import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Phase, Task } from '@/shared/schemas/phases-tasks';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { usePhases } from '../api/list-phases';
import { useTasks } from '../api/list-tasks';
import { ProgressBar } from '@/web/components/progress';
import { PhaseStatusBadge, PriorityBadge } from '../components/badges';
import { EmptyState } from '@/web/components/block-states';
import { PhaseDates } from '../components/phase-dates';
import { groupByProject } from '../lib/group-by-project';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'projects:titles.phasesTasks' };

function ReadOnlyTasks({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation('projects');
  const { dateOnly } = useFormatters();
  return (
    <ul className="mt-2 grid gap-1.5">
      {tasks.map((task) => {
        const done = task.status === 'completed';
        return (
          <li key={task.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {done ? (
              <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={cn(done && 'text-muted-foreground line-through')}>{task.title}</span>
            <span className="sr-only">
              ({done ? t('tasks.status.completed') : t('tasks.status.pending')})
            </span>
            <PriorityBadge priority={task.priority} />
            {task.due_date && (
              <span className="text-xs text-muted-foreground">
                {t('tasks.due', { date: dateOnly(task.due_date) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PhaseItem({ phase, tasks }: { phase: Phase; tasks: Task[] }) {
  return (
    <li className="rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">
          <span className="mr-2 text-muted-foreground tabular">{phase.phase_order}.</span>
          {phase.name}
        </h3>
        <PhaseStatusBadge status={phase.status} />
      </div>
      {(phase.start_date || phase.end_date) && (
        <p className="mt-1 text-xs text-muted-foreground">
          <PhaseDates phase={phase} />
        </p>
      )}
      {tasks.length > 0 && <ReadOnlyTasks tasks={tasks} />}
    </li>
  );
}

/** /fases-tareas (clients): the phases and tasks of their projects, grouped by project, read-only. */
export function Component() {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const phases = usePhases();
  const tasks = useTasks();
  const loading = phases.isPending || tasks.isPending;
  const groups = loading ? [] : groupByProject(phases.data ?? [], tasks.data ?? []);

  return (
    <div className="space-y-6">
      <PageHeader title={t('clientPhases.title')} description={t('clientPhases.description')} />
      {loading ? (
        <div className="grid grid-cols-1 gap-4" aria-hidden="true">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={t('clientPhases.empty')}
          action={
            <Button asChild>
              <Link to={paths.app.projects.getHref()}>{t('clientPhases.toProjects')}</Link>
            </Button>
          }
        >
          {t('clientPhases.emptyDescription')}
        </EmptyState>
      ) : (
        groups.map((group) => {
          const done = group.phases.filter((p) => p.status === 'completed').length;
          const loose = group.tasksByPhase.get('') ?? [];
          return (
            <Card key={group.projectId} data-testid="project-group">
              <CardHeader>
                <CardTitle>{group.projectName}</CardTitle>
                <CardDescription>
                  {t('clientPhases.summary', {
                    done: number(done),
                    total: number(group.phases.length),
                    tasksDone: number(group.completedTasks),
                    tasks: number(group.taskCount),
                  })}
                </CardDescription>
                <CardAction>
                  <Button variant="outline" size="sm" asChild>
                    <Link
                      to={paths.app.projectDetail.getHref(group.projectId)}
                      aria-label={t('clientPhases.openProject', { name: group.projectName })}
                    >
                      {t('clientPhases.open')}
                    </Link>
                  </Button>
                </CardAction>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-4">
                <ProgressBar
                  value={group.progress}
                  label={t('clientPhases.progressOf', { name: group.projectName })}
                />
                {group.phases.length > 0 ? (
                  <ol className="grid grid-cols-1 gap-2">
                    {group.phases.map((phase) => (
                      <PhaseItem
                        key={phase.id}
                        phase={phase}
                        tasks={group.tasksByPhase.get(phase.id) ?? []}
                      />
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('clientPhases.noPhases')}</p>
                )}
                {loose.length > 0 && (
                  <div>
                    <h3 className="text-sm font-medium">{t('clientPhases.withoutPhase')}</h3>
                    <ReadOnlyTasks tasks={loose} />
                  </div>
                )}
              </CardContent>
            </Card>
          );
        })
      )}
    </div>
  );
}
