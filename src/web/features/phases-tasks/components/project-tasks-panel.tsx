import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useTasks } from '../api/list-tasks';
import { EmptyState } from '@/web/components/block-states';
import { RowsSkeleton } from './rows-skeleton';
import { TaskFormDialog } from './task-form-dialog';
import { TaskList } from './task-list';

/**
 * A project's tasks: the list for everyone, and for admins "Nueva tarea" plus each task's
 * actions. The project page's Tareas tab (composed by the app) and /admin/fases-tareas use it.
 */
export function ProjectTasksPanel({
  projectId,
  canManage,
  phases,
}: {
  projectId: string;
  /** The project's `can.manageTasks`. */
  canManage: boolean;
  phases: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('projects');
  const { data: tasks, isPending } = useTasks(projectId);
  const [creating, setCreating] = useState(false);
  const pending = tasks?.filter((task) => task.status === 'pending').length ?? 0;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {tasks ? t('tasks.summary', { count: tasks.length, pending }) : t('tasks.loading')}
        </p>
        {canManage && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('tasks.new')}
          </Button>
        )}
      </div>
      {isPending ? (
        <RowsSkeleton />
      ) : !tasks?.length ? (
        <EmptyState
          icon={ListChecks}
          title={t('tasks.empty')}
          action={
            canManage ? (
              <Button variant="outline" onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                {t('tasks.new')}
              </Button>
            ) : null
          }
        >
          {canManage ? t('tasks.emptyAdmin') : t('tasks.emptyClient')}
        </EmptyState>
      ) : (
        <TaskList projectId={projectId} tasks={tasks} phases={phases} canManage={canManage} />
      )}
      {canManage && (
        <TaskFormDialog projectId={projectId} phases={phases} open={creating} onOpenChange={setCreating} />
      )}
    </div>
  );
}
