import { ClipboardCheck, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Signoff } from '@/shared/schemas/signoffs';
import { ErrorState } from '@/web/components/block-states';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSignoffs } from '../api/list-signoffs';
import { groupByPhase, phasesNeverSubmitted, type PhaseRef } from '../lib/group-signoffs';
import type { SignoffDecision } from './decide-dialog';
import { SignoffCard } from './signoff-card';

// Only a press opens them: their code (and the form library's) loads then, not with the page.
const SubmitSignoffDialog = lazy(() =>
  import('./submit-signoff-dialog').then((m) => ({ default: m.SubmitSignoffDialog })),
);
const DecideDialog = lazy(() => import('./decide-dialog').then((m) => ({ default: m.DecideDialog })));
const WithdrawDialog = lazy(() => import('./withdraw-dialog').then((m) => ({ default: m.WithdrawDialog })));

/** What the project page hands the section (the app composes it in: decision 0009). */
export interface SignoffsSectionProps {
  projectId: string;
  phases: PhaseRef[];
  /** The project's `can.managePhases`: the agency sends phases for acceptance. */
  canSubmit: boolean;
}

/**
 * The project page's "Aprobación de fases": a card per phase sent for the client's acceptance
 * (the latest round, earlier ones folded), and for the agency the phases not sent yet, each with
 * its "Enviar a aprobación del cliente". A client sees nothing until a phase is sent.
 */
export function SignoffsSection({ projectId, phases, canSubmit }: SignoffsSectionProps) {
  const { t } = useTranslation('signoffs');
  const signoffs = useSignoffs(projectId);
  const [submitting, setSubmitting] = useState<PhaseRef | null>(null);
  const [deciding, setDeciding] = useState<{ signoff: Signoff; decision: SignoffDecision } | null>(null);
  const [withdrawing, setWithdrawing] = useState<Signoff | null>(null);

  const list = signoffs.data ?? [];
  if (signoffs.isSuccess && list.length === 0 && !canSubmit) return null;
  const groups = groupByPhase(phases, list);
  const unsent = canSubmit ? phasesNeverSubmitted(phases, list) : [];

  return (
    <section aria-labelledby="signoffs-title" aria-busy={signoffs.isPending || undefined}>
      <Card>
        <CardHeader>
          <CardTitle id="signoffs-title">{t('section.title')}</CardTitle>
          <CardDescription>{t('section.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {signoffs.isPending ? (
            <div className="grid gap-3" aria-hidden="true">
              <Skeleton className="h-28 w-full rounded-xl" />
              <Skeleton className="h-12 w-full rounded-xl" />
            </div>
          ) : signoffs.isError ? (
            <ErrorState
              size="sm"
              message={t('section.loadError')}
              onRetry={() => void signoffs.refetch()}
              retrying={signoffs.isRefetching}
            />
          ) : (
            <>
              {groups.length === 0 && (
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <ClipboardCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {phases.length === 0 ? t('section.emptyNoPhases') : t('section.emptyAdmin')}
                </p>
              )}
              {groups.map((group) => (
                <SignoffCard
                  key={group.phase.id}
                  group={group}
                  onDecide={(signoff, decision) => setDeciding({ signoff, decision })}
                  onWithdraw={setWithdrawing}
                  {...(canSubmit && { onSubmit: setSubmitting })}
                />
              ))}
              {unsent.length > 0 && (
                <div className="grid gap-2">
                  <h3 className="text-sm font-medium">{t('section.unsent')}</h3>
                  <ul className="grid gap-2">
                    {unsent.map((phase) => (
                      <li
                        key={phase.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2"
                      >
                        <span className="text-sm">{phase.name}</span>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setSubmitting(phase)}
                          aria-label={t('section.submitPhase', { phase: phase.name })}
                        >
                          <Send aria-hidden="true" />
                          {t('section.submit')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </CardContent>
        <Suspense fallback={null}>
          {canSubmit && submitting && (
            <SubmitSignoffDialog
              projectId={projectId}
              phase={submitting}
              onOpenChange={(o) => !o && setSubmitting(null)}
            />
          )}
          {deciding && (
            <DecideDialog
              key={deciding.decision}
              signoff={deciding.signoff}
              decision={deciding.decision}
              onOpenChange={(open) => !open && setDeciding(null)}
            />
          )}
          {withdrawing && (
            <WithdrawDialog signoff={withdrawing} onOpenChange={(open) => !open && setWithdrawing(null)} />
          )}
        </Suspense>
      </Card>
    </section>
  );
}
