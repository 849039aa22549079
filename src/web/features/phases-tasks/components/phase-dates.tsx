import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Phase } from '@/shared/schemas/phases-tasks';
import { useFormatters } from '@/web/lib/use-formatters';

/** A phase's dates (from – to, from, or until), or nothing when it has none. */
export function PhaseDates({ phase }: { phase: Phase }) {
  const { t } = useTranslation('projects');
  const { dateOnly } = useFormatters();
  if (!phase.start_date && !phase.end_date) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarRange className="size-3.5" aria-hidden="true" />
      {phase.start_date && phase.end_date
        ? t('phases.dates', { start: dateOnly(phase.start_date), end: dateOnly(phase.end_date) })
        : phase.start_date
          ? t('phases.from', { date: dateOnly(phase.start_date) })
          : t('phases.until', { date: dateOnly(phase.end_date!) })}
    </span>
  );
}
