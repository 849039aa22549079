import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import type { CalendarView } from '../lib/calendar-dates';

const VIEWS: CalendarView[] = ['month', 'week', 'agenda'];

/** Previous / today / next, the period's title, and the view switch. */
export function CalendarToolbar({
  title,
  view,
  onView,
  onStep,
  onToday,
}: {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
}) {
  const { t } = useTranslation('calendarPage');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onStep(-1)}
          aria-label={t(`nav.previous.${view}`)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday}>
          {t('today')}
        </Button>
        <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label={t(`nav.next.${view}`)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="ml-1 truncate text-lg font-semibold first-letter:uppercase" aria-live="polite">
          {title}
        </h2>
      </div>
      <div
        role="group"
        aria-label={t('views.label')}
        className="inline-flex rounded-md border bg-muted p-0.5"
      >
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={cn(
              'h-10 rounded-sm px-3 text-sm font-medium md:h-8',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              view === v
                ? 'bg-background text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
