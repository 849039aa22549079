import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { Lightbulb, Volume2, VolumeX, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourId } from '@/shared/tours';
import { Button } from '@/web/components/ui/button';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { cn } from '@/web/lib/utils';
import type { TourStep } from '../lib/flows';
import { setSoundEnabled, soundEnabled } from '../lib/sound';
import { TargetHighlight } from './target-highlight';
import { useStepTarget } from './use-step-target';

export interface TourOverlayProps {
  tourId: TourId;
  step: TourStep;
  index: number;
  total: number;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
  onExit: () => void;
  onTargetMissing: () => void;
}

/**
 * The tutorial overlay (docs/product.md#screens-and-navigation): the step's card next to its target (floating-ui places it and
 * keeps it there), the target ringed over a dimmed page; under 768 px a card at the bottom of the
 * screen. Focus stays in the card; Esc closes the tour.
 */
export function TourOverlay(props: TourOverlayProps) {
  const { tourId, step, index, onTargetMissing } = props;
  const target = useStepTarget(step, onTargetMissing);
  if (target === undefined) return null;
  return (
    <>
      <TargetHighlight target={target} />
      <TourCard key={`${tourId}:${index}`} {...props} target={target} />
    </>
  );
}

function TourCard({
  tourId,
  step,
  index,
  total,
  onNext,
  onPrevious,
  onSkip,
  onExit,
  target,
}: TourOverlayProps & { target: HTMLElement | null }) {
  const { t } = useTranslation('tours');
  const titleId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const [sound, setSound] = useState(soundEnabled);
  const arrowRef = useRef<SVGSVGElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const anchored = wide && target !== null;
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onExit(),
    elements: { reference: anchored ? target : null },
    placement: step.placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(16), flip({ padding: 12 }), shift({ padding: 12 }), arrow({ element: arrowRef })],
  });
  const dismiss = useDismiss(context, { outsidePress: false });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const text = (key: string) => t(`flows.${tourId}.steps.${step.id}.${key}`);
  const last = index === total - 1;
  const toggleSound = () => {
    setSoundEnabled(!sound);
    setSound(!sound);
  };

  return (
    <FloatingFocusManager context={context} modal initialFocus={primary} returnFocus>
      <div
        ref={refs.setFloating}
        aria-labelledby={titleId}
        aria-modal="true"
        data-testid="tour-card"
        style={anchored ? floatingStyles : undefined}
        className={cn(
          'z-[61] rounded-xl border bg-card p-4 text-card-foreground shadow-xl outline-none',
          anchored && 'w-[22rem] max-w-[calc(100vw-1.5rem)]',
          !anchored && wide && 'fixed top-1/2 left-1/2 w-[26rem] -translate-x-1/2 -translate-y-1/2',
          !wide &&
            'fixed inset-x-0 bottom-0 max-h-[70dvh] overflow-y-auto rounded-b-none pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
        {...getFloatingProps()}
      >
        {anchored && <FloatingArrow ref={arrowRef} context={context} className="fill-card" />}
        <div className="flex items-center gap-2">
          <p className="flex-1 text-xs font-medium text-muted-foreground tabular-nums">
            {t('overlay.stepOf', { current: index + 1, total })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={sound}
            aria-label={sound ? t('overlay.soundOff') : t('overlay.soundOn')}
            onClick={toggleSound}
          >
            {sound ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('overlay.close')} onClick={onExit}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <h2 id={titleId} className="mt-1 text-base font-semibold">
          {text('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text('description')}</p>
        {step.tips > 0 && (
          <div className="mt-3 rounded-lg bg-muted p-3">
            <p className="flex items-center gap-1.5 text-xs font-semibold">
              <Lightbulb className="size-4 text-primary" aria-hidden="true" />
              {t('overlay.tips')}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {Array.from({ length: step.tips }, (_, i) => (
                <li key={i}>{text(`tip${i + 1}`)}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onPrevious} disabled={index === 0}>
            {t('overlay.previous')}
          </Button>
          <span className="flex-1" />
          {step.skippable && !last && (
            <Button variant="ghost" size="sm" onClick={onSkip}>
              {t('overlay.skip')}
            </Button>
          )}
          <Button ref={primary} size="sm" onClick={onNext}>
            {last ? t('overlay.complete') : t('overlay.next')}
          </Button>
        </div>
      </div>
    </FloatingFocusManager>
  );
}
