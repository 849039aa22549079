import { ChevronLeft, ChevronRight, Clock, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CareHoursEntry, SiteCare } from '@/shared/schemas/site-care';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { planUsage } from '../lib/care-figures';
import { monthName } from '../lib/short-day';
import { CarePanel } from './care-parts';

interface PlanPanelProps {
  care: SiteCare;
  /** Shows the month before or after the one shown. */
  onMonth: (by: -1 | 1) => void;
  /** The month shown is the current one: there is no next. */
  atCurrentMonth: boolean;
  /** A month is being read: the panel keeps the one shown meanwhile. */
  switching: boolean;
  onLog: () => void;
  onDelete: (entry: CareHoursEntry) => void;
}

/** The care plan: hours used and left in the month (bar, over-plan in words), its entries, the month switcher. */
export function PlanPanel({ care, onMonth, atCurrentMonth, switching, onLog, onDelete }: PlanPanelProps) {
  const { t } = useTranslation('siteCare');
  const { number, dateOnly, settings } = useFormatters();
  const { plan } = care;
  const hours = (value: number) => t('units.hours', { value: number(value, { maximumFractionDigits: 2 }) });
  const usage = planUsage(plan);
  const month = monthName(plan.month, settings.language);

  return (
    <CarePanel
      title={t('plan.title')}
      className="md:col-span-2"
      testId="site-care-plan"
      action={
        care.can.log_hours && (
          <Button size="sm" onClick={onLog}>
            <Plus aria-hidden="true" />
            {t('plan.log')}
          </Button>
        )
      }
    >
      <div className="flex items-center justify-between gap-2" aria-busy={switching || undefined}>
        <Button variant="ghost" size="icon" aria-label={t('plan.previousMonth')} onClick={() => onMonth(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium first-letter:uppercase" aria-live="polite" data-testid="care-month">
          {month}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('plan.nextMonth')}
          disabled={atCurrentMonth}
          onClick={() => onMonth(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {usage && plan.monthly_hours !== null && plan.left_hours !== null ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span>{t('plan.used', { used: hours(plan.used_hours), plan: hours(plan.monthly_hours) })}</span>
            <span
              className={cn('font-semibold tabular-nums', usage.over && 'text-destructive-text')}
              data-testid="care-hours-left"
            >
              {usage.over
                ? t('plan.over', { hours: hours(-plan.left_hours) })
                : t('plan.left', { hours: hours(plan.left_hours) })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('plan.barLabel', { month })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(usage.percent)}
            aria-valuetext={t('plan.used', { used: hours(plan.used_hours), plan: hours(plan.monthly_hours) })}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full', usage.over ? 'bg-destructive' : 'bg-primary')}
              style={{ width: `${usage.percent}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('plan.noPlan', { used: hours(plan.used_hours) })}</p>
      )}
      {plan.entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {t('plan.empty', { month })}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('plan.entriesTitle', { month })}>
          {plan.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm"
              data-testid="care-hours-entry"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="break-words">{entry.note}</p>
                <p className="text-xs text-muted-foreground">
                  {dateOnly(entry.date)}
                  {entry.logged_by && ` · ${entry.logged_by.name}`}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <span className="font-medium tabular-nums">{hours(entry.hours)}</span>
                {entry.can.delete && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive-text hover:text-destructive-text"
                    aria-label={t('plan.deleteEntry', {
                      hours: hours(entry.hours),
                      date: dateOnly(entry.date),
                    })}
                    onClick={() => onDelete(entry)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </CarePanel>
  );
}
