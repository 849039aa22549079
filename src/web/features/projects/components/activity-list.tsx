import {
  Activity,
  CheckCircle2,
  FilePlus2,
  Flag,
  ListChecks,
  MessageSquare,
  Pencil,
  Send,
  Trash2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { activityI18nOf } from '@/shared/domain/activity';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useProjectActivity, type ActivityEntry } from '../api/list-project-activity';
import { EmptyState } from '@/web/components/block-states';

const ICONS: Record<string, LucideIcon> = {
  created: FilePlus2,
  approved: CheckCircle2,
  rejected: XCircle,
  approval_requested: Send,
  updated: Pencil,
  phase_created: Flag,
  phase_status: Flag,
  phase_deleted: Trash2,
  task_created: ListChecks,
  task_completed: CheckCircle2,
  task_deleted: Trash2,
  commented: MessageSquare,
};

/** The entry in the reader's language when its key was recorded; else the stored Spanish text. */
function useDescribe() {
  // A phase's sign-off writes its entries in the 'signoffs' catalogue (decision 0053).
  const { t } = useTranslation(['projects', 'signoffs']);
  return (entry: ActivityEntry) => {
    const i18n = activityI18nOf(entry.metadata);
    if (i18n) return t(i18n.key, { ...i18n.params, defaultValue: entry.description });
    return entry.description;
  };
}

/** The project's activity log, newest first. */
export function ActivityList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { dateTime } = useFormatters();
  const relative = useRelativeTime();
  const describe = useDescribe();
  const { data, isPending } = useProjectActivity(projectId);
  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!data?.length) return <EmptyState icon={Activity} title={t('detail.activity.empty')} />;
  return (
    <ol className="grid grid-cols-1 gap-4">
      {data.map((entry) => {
        const Icon = ICONS[entry.action] ?? Activity;
        return (
          <li key={entry.id} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm">{describe(entry)}</p>
              <p className="text-xs text-muted-foreground">
                {entry.author_name ? `${entry.author_name} · ` : ''}
                <time dateTime={entry.created_at} title={dateTime(entry.created_at)}>
                  {relative(entry.created_at)}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
