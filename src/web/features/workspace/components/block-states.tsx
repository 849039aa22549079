import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

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

/** A block failed to load: one sentence and a retry. */
export function BlockError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('workspace');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Nothing here yet: an icon, one sentence and, when there is one, the action that creates the first item. */
export function BlockEmpty({ icon: Icon, children, action }: { icon: LucideIcon; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
