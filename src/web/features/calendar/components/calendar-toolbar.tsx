import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { SegmentedControl } from '@/web/components/ui/segmented-control';
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
      <SegmentedControl
        label={t('views.label')}
        options={VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
        value={view}
        onChange={onView}
      />
    </div>
  );
}
