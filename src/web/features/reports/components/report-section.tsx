import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { cn } from '@/web/lib/utils';

/** One block of the report: a card with its title (h2) and content. */
export function ReportSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs md:p-6',
        className,
      )}
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A project's name in a report's table or card, linking to its page. */
export function ReportProjectLink({ id, name }: { id: string; name: string }) {
  return (
    <Link
      to={paths.app.projectDetail.getHref(id)}
      className="font-medium underline-offset-4 hover:underline focus-visible:underline"
    >
      {name}
    </Link>
  );
}
