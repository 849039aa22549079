import {
  CalendarClock,
  CheckCircle2,
  Circle,
  Clock,
  Link2,
  MessageSquare,
  Pencil,
  Trash2,
  User,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/shared/schemas/phases-tasks';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { RowMenu } from '@/web/components/row-menu';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useDeleteTask } from '../api/delete-task';
import { PriorityBadge } from './badges';
import { CompleteTaskDialog } from './complete-task-dialog';
import { DependenciesDialog } from './dependencies-dialog';
import { TaskCommentsDialog } from './task-comments-dialog';
import { TaskFormDialog } from './task-form-dialog';

function TaskMeta({ task, showPhase }: { task: Task; showPhase: boolean }) {
  const { t } = useTranslation('projects');
  const { dateOnly, number } = useFormatters();
  const overdue =
    task.status === 'pending' &&
    task.due_date !== null &&
    task.due_date < new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <PriorityBadge priority={task.priority} />
      {showPhase && task.phase_name && <span>{task.phase_name}</span>}
      {task.assignee_name && (
        <span className="inline-flex items-center gap-1">
          <User className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('tasks.assignee')}: </span>
          {task.assignee_name}
        </span>
      )}
      {task.due_date && (
        <span
          className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-destructive-text')}
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {overdue
            ? t('tasks.overdue', { date: dateOnly(task.due_date) })
            : t('tasks.due', { date: dateOnly(task.due_date) })}
        </span>
      )}
      {task.estimated_hours !== null && (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('tasks.hours', { hours: number(task.estimated_hours) })}
        </span>
      )}
      {task.depends_on.length > 0 && (
        <span className="inline-flex items-center gap-1">
          <Link2 className="size-3.5" aria-hidden="true" />
          {t('tasks.dependsOn', { count: task.depends_on.length })}
        </span>
      )}
      {[...task.tags, ...task.required_skills].length > 0 && (
        <span className="flex flex-wrap gap-1">
          {task.tags.map((tag) => (
            <span key={`t-${tag}`} className="rounded bg-muted px-1.5 py-0.5 text-[11px] font-medium">
              #{tag}
            </span>
          ))}
          {task.required_skills.map((skill) => (
            <span
              key={`s-${skill}`}
              className="rounded bg-accent px-1.5 py-0.5 text-[11px] font-medium text-accent-foreground"
            >
              {skill}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

/**
 * Tasks as a list (one row each, wrapping on phones). With `canManage`, each row has its menu:
 * complete, edit, dependencies, delete.
 */
export function TaskList({
  projectId,
  tasks,
  allTasks,
  phases,
  canManage,
  showPhase = true,
}: {
  projectId: string;
  tasks: Task[];
  /** Every task of the project (dependency candidates); defaults to `tasks`. */
  allTasks?: Task[];
  phases: Array<{ id: string; name: string }>;
  canManage: boolean;
  showPhase?: boolean;
}) {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const [editing, setEditing] = useState<Task | null>(null);
  const [completing, setCompleting] = useState<Task | null>(null);
  const [linking, setLinking] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [discussing, setDiscussing] = useState<Task | null>(null);
  const remove = useDeleteTask();
  // The task being edited as its query has it now (a realtime change refetches it): the dialog
  // keeps what is typed and says when someone else saved it meanwhile.
  const editingNow = editing
    ? (tasks.find((task) => task.id === editing.id) ??
      allTasks?.find((task) => task.id === editing.id) ??
      editing)
    : null;

  return (
    <>
      <ul className="divide-y rounded-xl border bg-card">
        {tasks.map((task) => {
          const done = task.status === 'completed';
          return (
            <li key={task.id} className="flex items-start gap-3 px-4 py-3" data-testid="task-row">
              {done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="grid grid-cols-1 min-w-0 flex-1 gap-1.5">
                <p
                  className={cn(
                    'text-sm font-medium break-words',
                    done && 'text-muted-foreground line-through',
                  )}
                >
                  {task.title}
                  <span className="sr-only">
                    {' '}
                    (
                    {done
                      ? t('tasks.status.completedWith', {
                          percent: number(task.completion_percentage / 100, { style: 'percent' }),
                        })
                      : t('tasks.status.pending')}
                    )
                  </span>
                </p>
                {task.description && (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{task.description}</p>
                )}
                <TaskMeta task={task} showPhase={showPhase} />
              </div>
              {done && (
                <span className="shrink-0 text-xs font-medium tabular text-success" aria-hidden="true">
                  {number(task.completion_percentage / 100, { style: 'percent' })}
                </span>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0"
                onClick={() => setDiscussing(task)}
                aria-label={t('taskComments.open', { title: task.title })}
              >
                <MessageSquare aria-hidden="true" />
              </Button>
              {canManage && (
                <div className="flex shrink-0 items-center gap-1">
                  {!done && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setCompleting(task)}
                      aria-label={t('tasks.completeLabel', { title: task.title })}
                    >
                      <CheckCircle2 aria-hidden="true" />
                      <span className="hidden sm:inline">{t('tasks.complete')}</span>
                    </Button>
                  )}
                  <RowMenu
                    label={t('tasks.menu', { title: task.title })}
                    actions={[
                      { label: t('tasks.edit'), icon: Pencil, onSelect: () => setEditing(task) },
                      { label: t('tasks.dependencies'), icon: Link2, onSelect: () => setLinking(task) },
                      {
                        label: t('tasks.delete'),
                        icon: Trash2,
                        onSelect: () => setDeleting(task),
                        destructive: true,
                      },
                    ]}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <TaskCommentsDialog task={discussing} onOpenChange={(open) => !open && setDiscussing(null)} />
      {canManage && (
        <>
          <TaskFormDialog
            projectId={projectId}
            phases={phases}
            task={editingNow}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
          />
          <CompleteTaskDialog task={completing} onOpenChange={(open) => !open && setCompleting(null)} />
          <DependenciesDialog
            task={linking}
            tasks={allTasks ?? tasks}
            onOpenChange={(open) => !open && setLinking(null)}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('tasks.deleteTitle')}
            description={t('tasks.deleteDescription', { title: deleting?.title ?? '' })}
            confirmLabel={t('tasks.delete')}
            loading={remove.isPending}
            onConfirm={() => {
              if (!deleting) return;
              const title = deleting.title;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notify.success(t('tasks.deleted', { title }));
                  setDeleting(null);
                },
              });
            }}
          />
        </>
      )}
    </>
  );
}
