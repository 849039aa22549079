import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { toursFor } from '@/shared/tours';
import { completedTours, useTutorialProgress } from '@/web/lib/api/tutorial-progress';
import { useOnDemand } from '@/web/lib/use-on-demand';
import { flowOf } from '../lib/flows';
import { useAutoStart } from '../lib/use-auto-start';
import { useTour } from '../lib/use-tour';
import { ToursMenu } from './tours-menu';

/** The overlay and the positioning library: loaded when a tour starts. */
const loadOverlay = () => import('./tour-overlay').then((module) => module.TourOverlay);

/** Where the header keeps a place for the tours' entry point. */
const ENTRY_SLOT_ID = 'tour-entry';

/**
 * The guided tours in the signed-in shell (decision 0027), a chunk loaded after the shell: the entry
 * point in the header, the auto-start after signing in, and the overlay of the running tour.
 */
export function TourHost({
  user,
  onOpenHelp,
}: {
  user: Profile;
  onOpenHelp: (tab: 'search' | 'tutorials') => void;
}) {
  const { t } = useTranslation('tours');
  const { state, start, send, moving } = useTour(user.role);
  const { data } = useTutorialProgress();
  const completed = completedTours(data);
  const unfinished = toursFor(user.role).filter((id) => !completed.has(id)).length;
  useAutoStart(user.role, data, start);
  // The header drew the place before this chunk arrived (it never renders on the server): the
  // entry point is drawn in this first render, not in a second one after an effect found it.
  const [slot] = useState(() => document.getElementById(ENTRY_SLOT_ID));
  const active = state.status === 'active' ? state : null;
  const TourOverlay = useOnDemand(loadOverlay, active !== null);
  const steps = active ? flowOf(active.tourId).steps : [];
  const step = active ? steps[active.step] : undefined;

  return (
    <>
      {slot &&
        createPortal(
          <ToursMenu role={user.role} unfinished={unfinished} onStart={start} onOpenHelp={onOpenHelp} />,
          slot,
        )}
      {active && moving && (
        <p role="status" className="sr-only">
          {t('overlay.moving')}
        </p>
      )}
      {active && step && !moving && TourOverlay && (
        <TourOverlay
          tourId={active.tourId}
          step={step}
          index={active.step}
          total={steps.length}
          onNext={() => send({ type: 'next' })}
          onPrevious={() => send({ type: 'previous' })}
          onSkip={() => send({ type: 'skip' })}
          onExit={() => send({ type: 'exit' })}
          onTargetMissing={() => send({ type: 'targetMissing' })}
        />
      )}
    </>
  );
}
