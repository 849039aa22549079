import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { DashboardWidget } from '@/shared/schemas/dashboard';
import { cn } from '@/web/lib/utils';

/** One widget of the custom dashboard: a card with icon, title (h3), optional link, content. */
export function WidgetFrame({
  widget,
  title,
  icon: Icon,
  action,
  wide,
  children,
}: {
  widget: DashboardWidget;
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  wide: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-widget={widget}
      data-size={wide ? 'wide' : 'normal'}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs md:p-6',
        wide && 'lg:col-span-2',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
