import { Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/block-states';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/shared/paths';

/** Rows shaped like a block's items while it loads. */
export function BlockSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-2 rounded-lg border p-3">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** Empty projects or stats: the way forward is to ask for the first project. */
export function NoProjectsYet({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  const { t } = useTranslation('workspace');
  return (
    <EmptyState
      size="sm"
      icon={icon}
      action={
        <Button asChild size="sm">
          <Link to={paths.app.newProject.getHref()}>
            <Plus aria-hidden="true" />
            {t('projects.new')}
          </Link>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
