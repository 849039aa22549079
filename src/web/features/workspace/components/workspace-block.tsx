import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/web/lib/utils';

/** One block of the workspace: a card with its title (h2), an optional link on the right, its content. */
export function WorkspaceBlock({
  title,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs md:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
