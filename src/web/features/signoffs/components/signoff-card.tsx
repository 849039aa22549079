import { Check, MessageSquareWarning, Send, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Signoff } from '@/shared/schemas/signoffs';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import type { PhaseSignoffs } from '../lib/group-signoffs';
import { AcceptanceDetails } from './acceptance-details';
import type { SignoffDecision } from './decide-dialog';
import { SignoffEvidence } from './signoff-evidence';
import { SignoffStatusBadge } from './signoff-status-badge';

export interface SignoffCardActions {
  onDecide: (signoff: Signoff, decision: SignoffDecision) => void;
  onWithdraw: (signoff: Signoff) => void;
  /** Sends the phase (again) for the client's acceptance: absent for those who may not. */
  onSubmit?: (phase: { id: string; name: string }) => void;
}

/**
 * One phase's sign-off: the phase, its round, the note and evidence, its status, and what the
 * viewer may do with it (`can`, decided by the server): the owner accepts or asks for changes,
 * the agency withdraws it while it waits or sends it again once changes were asked; anyone else
 * reads it, and is told that only the owner signs.
 */
export function SignoffCard({
  group,
  onDecide,
  onWithdraw,
  onSubmit,
}: { group: PhaseSignoffs } & SignoffCardActions) {
  const { t } = useTranslation('signoffs');
  const { dateTime, number } = useFormatters();
  const { current, earlier, phase } = group;
  const headingId = `signoff-${current.id}`;
  const waiting = current.status === 'submitted';
  const resubmittable = current.status === 'changes_requested' || current.status === 'withdrawn';
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="signoff-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="font-semibold">
            {phase.name}
          </h3>
          <p className="text-[13px] text-muted-foreground">
            {t('card.round', { round: current.round })} ·{' '}
            {t('card.submittedBy', {
              name: current.submitted_by?.name ?? t('card.someone'),
              when: dateTime(current.submitted_at),
            })}
          </p>
        </div>
        <SignoffStatusBadge status={current.status} />
      </header>
      <p className="text-sm whitespace-pre-wrap">{current.note}</p>
      {current.milestone_amount != null && (
        <p className="text-sm">
          {t('card.milestone')}{' '}
          <span className="font-medium tabular-nums">
            {number(current.milestone_amount, { style: 'currency', currency: 'EUR' })}
          </span>
        </p>
      )}
      <SignoffEvidence signoff={current} />
      {current.status === 'changes_requested' && (
        <div className="grid gap-1 rounded-lg border border-dashed p-3 text-sm">
          <p className="font-medium">
            {t('card.changesRequestedBy', {
              name: current.decided_by?.name ?? t('card.someone'),
              when: current.decided_at ? dateTime(current.decided_at) : '',
            })}
          </p>
          {current.decision_comment && <p className="whitespace-pre-wrap">{current.decision_comment}</p>}
        </div>
      )}
      {current.status === 'accepted' && <AcceptanceDetails signoff={current} />}
      {current.status === 'accepted' && current.decision_comment && (
        <p className="text-sm whitespace-pre-wrap text-muted-foreground">{current.decision_comment}</p>
      )}
      {waiting && !current.can.decide && (
        <p className="text-sm text-muted-foreground">
          {current.can.withdraw ? t('card.waitingForClient') : t('card.onlyOwnerSigns')}
        </p>
      )}
      {(current.can.decide || current.can.withdraw || (resubmittable && onSubmit)) && (
        <div className="flex flex-wrap gap-2">
          {current.can.decide && (
            <>
              <Button onClick={() => onDecide(current, 'accept')}>
                <Check aria-hidden="true" />
                {t('card.accept')}
              </Button>
              <Button variant="outline" onClick={() => onDecide(current, 'request_changes')}>
                <MessageSquareWarning aria-hidden="true" />
                {t('card.requestChanges')}
              </Button>
            </>
          )}
          {current.can.withdraw && (
            <Button variant="outline" onClick={() => onWithdraw(current)}>
              <Undo2 aria-hidden="true" />
              {t('card.withdraw')}
            </Button>
          )}
          {resubmittable && onSubmit && (
            <Button variant="outline" onClick={() => onSubmit(phase)}>
              <Send aria-hidden="true" />
              {t('card.resubmit')}
            </Button>
          )}
        </div>
      )}
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {t('card.earlierRounds', { count: earlier.length })}
          </summary>
          <ol className="mt-2 grid gap-2">
            {earlier.map((round) => (
              <li key={round.id} className="grid gap-1 border-l-2 pl-3">
                <span className="flex flex-wrap items-center gap-2">
                  {t('card.round', { round: round.round })}
                  <SignoffStatusBadge status={round.status} />
                </span>
                {round.decision_comment && (
                  <span className="whitespace-pre-wrap text-muted-foreground">{round.decision_comment}</span>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
