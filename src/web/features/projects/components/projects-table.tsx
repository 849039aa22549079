import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@/shared/schemas/projects';
import { useFormatters } from '@/web/lib/use-formatters';
import { paths } from '@/shared/paths';
import { ProgressBar } from '@/web/components/progress';
import { TableHead } from '@/web/components/table-head';
import { SharedBadge } from './shared-badge';
import { ProjectRowActions, type RowActionHandlers } from './project-row-actions';
import { ProjectTypeIcon } from './project-type';
import { ApprovalBadge, ProjectStatusBadge } from './status-badges';

interface ListProps {
  projects: Project[];
  viewer: { id: string; role: 'admin' | 'user' };
  showOwner: boolean;
  handlers: RowActionHandlers;
}

function Technologies({ list }: { list: string[] }) {
  if (list.length === 0) return null;
  const shown = list.slice(0, 3);
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {shown.map((tech) => (
        <span
          key={tech}
          className="rounded bg-muted px-1.5 py-0.5 text-[11px] font-medium text-muted-foreground"
        >
          {tech}
        </span>
      ))}
      {list.length > shown.length && (
        <span className="px-1 text-[11px] text-muted-foreground">+{list.length - shown.length}</span>
      )}
    </span>
  );
}

/** Desktop and tablet: a table (hidden on phones, where the cards show instead). */
export function ProjectsTable({ projects, viewer, showOwner, handlers }: ListProps) {
  const { t } = useTranslation('projects');
  const { date } = useFormatters();
  return (
    <div className="relative hidden overflow-x-auto rounded-xl border bg-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.table.caption')}</caption>
        <TableHead
          className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground"
          columns={[
            { label: t('list.table.project') },
            showOwner && { label: t('list.table.owner') },
            { label: t('list.table.status') },
            { label: t('list.table.approval') },
            { label: t('list.table.progress'), className: 'w-40' },
            { label: t('list.table.created'), className: 'hidden 2xl:table-cell' },
            { label: t('list.table.actions'), className: 'w-12 px-2', srOnly: true },
          ]}
        />
        <tbody className="divide-y">
          {projects.map((project) => (
            <tr key={project.id} className="transition-colors hover:bg-muted/40">
              <td className="max-w-72 px-4 py-3">
                <div className="flex items-start gap-3">
                  <ProjectTypeIcon type={project.type} className="mt-0.5" />
                  <div className="min-w-0">
                    <Link
                      to={paths.app.projectDetail.getHref(project.id)}
                      className="block truncate font-medium text-foreground underline-offset-4 hover:underline"
                    >
                      {project.name}
                    </Link>
                    <span className="block text-xs text-muted-foreground">
                      {t(`types.${project.type}.name`)}
                    </span>
                    <SharedBadge project={project} />
                    <Technologies list={project.technologies} />
                  </div>
                </div>
              </td>
              {showOwner && (
                <td className="max-w-48 px-4 py-3">
                  <span className="block truncate">
                    {project.owner?.full_name || project.owner?.email || '—'}
                  </span>
                  {project.owner?.full_name && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {project.owner.email}
                    </span>
                  )}
                </td>
              )}
              <td className="px-4 py-3">
                <ProjectStatusBadge status={project.status} />
              </td>
              <td className="px-4 py-3">
                <ApprovalBadge status={project.approval_status} />
              </td>
              <td className="px-4 py-3">
                <ProgressBar value={project.progress} label={t('progress.of', { name: project.name })} />
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap tabular text-muted-foreground 2xl:table-cell">
                {date(project.created_at)}
              </td>
              <td className="px-2 py-2 text-right">
                <ProjectRowActions project={project} viewer={viewer} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per project. */
export function ProjectCards({ projects, viewer, showOwner, handlers }: ListProps) {
  const { t } = useTranslation('projects');
  const { date } = useFormatters();
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden">
      {projects.map((project) => (
        <li key={project.id} className="rounded-xl border bg-card p-4 shadow-xs">
          <div className="flex items-start gap-3">
            <ProjectTypeIcon type={project.type} />
            <div className="min-w-0 flex-1">
              <Link
                to={paths.app.projectDetail.getHref(project.id)}
                className="block truncate font-medium underline-offset-4 hover:underline"
              >
                {project.name}
              </Link>
              <p className="text-xs text-muted-foreground">
                {t(`types.${project.type}.name`)} · {date(project.created_at)}
              </p>
              <SharedBadge project={project} />
              {showOwner && (
                <p className="truncate text-xs text-muted-foreground">
                  {project.owner?.full_name || project.owner?.email}
                </p>
              )}
            </div>
            <ProjectRowActions project={project} viewer={viewer} handlers={handlers} />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <ProjectStatusBadge status={project.status} />
            <ApprovalBadge status={project.approval_status} />
          </div>
          <ProgressBar
            className="mt-3"
            value={project.progress}
            label={t('progress.of', { name: project.name })}
          />
        </li>
      ))}
    </ul>
  );
}

/** Skeletons shaped like the table rows and the cards. */
export function ProjectsListSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="hidden rounded-xl border bg-card md:block">
        <div className="h-10 border-b bg-muted/50" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b px-4 py-4 last:border-0">
            <div className="size-9 animate-pulse rounded-lg bg-muted" />
            <div className="h-4 w-48 animate-pulse rounded bg-muted" />
            <div className="ml-auto h-5 w-24 animate-pulse rounded-full bg-muted" />
            <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
            <div className="h-2 w-32 animate-pulse rounded-full bg-muted" />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 md:hidden">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl border bg-muted/60" />
        ))}
      </div>
    </div>
  );
}
