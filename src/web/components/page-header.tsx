import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** Title (the page's only <h1>), one-line description and the primary action on the right. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      {/* The title keeps room beside many actions, which wrap instead of squeezing it to nothing. */}
      <div className="min-w-0 space-y-1 sm:min-w-64 sm:flex-1">
        <h1 className="text-2xl font-semibold tracking-tight text-balance md:text-[28px]">{title}</h1>
        {description && <p className="text-sm text-muted-foreground md:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div>}
    </div>
  );
}
