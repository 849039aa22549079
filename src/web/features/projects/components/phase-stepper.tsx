import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { cn } from '@/web/lib/utils';
import { phaseSteps } from '../lib/phase-steps';

/** Horizontal stepper of the project's phases: done, current, next (scrolls on small screens). */
export function PhaseStepper({ fases }: { fases: ProjectDetail['fases'] }) {
  const { t } = useTranslation('projects');
  const states = phaseSteps(fases);
  if (fases.length === 0) return null;
  return (
    // Focusable so keyboard users can scroll it when the phases do not fit.
    <nav aria-label={t('detail.stepper.label')} tabIndex={0} className="overflow-x-auto rounded-md pb-1">
      <ol className="flex min-w-max items-start">
        {fases.map((fase, index) => {
          const state = states[index]!;
          return (
            <li
              key={fase.key}
              className="flex items-start"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <div className="flex w-28 flex-col items-center gap-2 text-center sm:w-32">
                <span
                  className={cn(
                    'flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold tabular',
                    state === 'done' && 'border-primary bg-primary text-primary-foreground',
                    state === 'current' && 'border-primary bg-background text-primary ring-4 ring-primary/20',
                    state === 'next' && 'border-border bg-background text-muted-foreground',
                  )}
                  aria-hidden="true"
                >
                  {state === 'done' ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-sm leading-tight',
                    state === 'next' ? 'text-muted-foreground' : 'font-medium',
                  )}
                >
                  {fase.name}
                </span>
                <span className="text-xs text-muted-foreground">{t(`detail.stepper.${state}`)}</span>
              </div>
              {index < fases.length - 1 && (
                <span
                  className={cn(
                    'mt-[18px] h-0.5 w-8 shrink-0 sm:w-12',
                    state === 'done' ? 'bg-primary' : 'bg-border',
                  )}
                  aria-hidden="true"
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
