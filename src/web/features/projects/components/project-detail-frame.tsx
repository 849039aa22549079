import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Skeleton } from '@/web/components/ui/skeleton';

/** The project page's breadcrumbs (Proyectos › name) and its loading frame. */
export function Breadcrumbs({ name }: { name: string }) {
  const { t } = useTranslation('projects');
  return (
    <nav aria-label={t('detail.breadcrumbs')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link
            to={paths.app.projects.getHref()}
            className="rounded underline-offset-4 hover:text-foreground hover:underline"
          >
            {t('list.title')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="max-w-64 truncate font-medium text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation('projects');
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {t('detail.loading')}
      </p>
      <h1 className="sr-only">{t('titles.detail')}</h1>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-72" />
        <div className="rounded-xl border p-6">
          <div className="flex gap-6">
            <Skeleton className="size-28 rounded-full" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        </div>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The project page (/proyectos/detalle/:projectId): summary card, phase stepper, progress
 * chart, tabs (Fases with their conversations, Tareas when composed in, Actividad), and the
 * approval and deletion actions each viewer may take.
 */
