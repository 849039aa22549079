import { CheckCircle2, Clock, Footprints, Play, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TourId } from '@/shared/tours';
import { Button } from '@/web/components/ui/button';
import type { HelpTour } from '../tours';

/**
 * The 'Tutoriales' tab (docs/product.md#screens-and-navigation): a card per tour with its icon, name, description, category,
 * difficulty, minutes, steps and reward, and Start, or Completed (a completed tour is not
 * restarted from here).
 */
export function TutorialsPane({
  tours,
  completed,
  onStart,
}: {
  tours: readonly HelpTour[];
  completed: ReadonlySet<TourId>;
  onStart: (id: TourId) => void;
}) {
  const { t } = useTranslation('tours');
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('entry.seeAll')}>
      {tours.map(({ id, icon: Icon, category, difficulty, estimatedMinutes, steps }) => {
        const done = completed.has(id);
        const name = t(`flows.${id}.name`);
        return (
          <li
            key={id}
            className="flex flex-col rounded-lg border bg-card p-4"
            data-testid={`tour-card-${id}`}
          >
            <div className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0">
                <h3 className="font-semibold">{name}</h3>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {t(`card.category.${category}`)} · {t(`card.difficulty.${difficulty}`)}
                </p>
              </div>
            </div>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{t(`flows.${id}.description`)}</p>
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                {t('card.minutes', { count: estimatedMinutes })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Footprints className="size-3.5" aria-hidden="true" />
                {t('card.steps', { count: steps })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Trophy className="size-3.5" aria-hidden="true" />
                {t('card.reward', { reward: t(`flows.${id}.reward`) })}
              </span>
            </p>
            {done ? (
              <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('card.completed')}
              </p>
            ) : (
              <Button
                size="sm"
                className="mt-3 self-start"
                onClick={() => onStart(id)}
                aria-label={`${t('card.start')}: ${name}`}
              >
                <Play aria-hidden="true" />
                {t('card.start')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
