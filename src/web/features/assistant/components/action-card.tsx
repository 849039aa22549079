import { CalendarPlus, Check, ExternalLink, ListPlus, Milestone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantAction } from '@/shared/schemas/assistant-actions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useDecideAction } from '../api/decide-action';
import { MeetingDetails } from './meeting-details';

const KIND = {
  createTask: { icon: ListPlus, heading: 'ui.action.task', open: 'ui.action.openTask' },
  createPhase: { icon: Milestone, heading: 'ui.action.phase', open: 'ui.action.openPhase' },
  bookMeeting: { icon: CalendarPlus, heading: 'ui.action.meeting', open: 'ui.action.openMeeting' },
} as const;

const STATUS_VARIANT = {
  pending: 'warning',
  running: 'secondary',
  done: 'success',
  cancelled: 'outline',
  failed: 'destructive',
} as const;

/**
 * What the assistant offered to do (a task, a phase or a meeting), as a card to confirm or cancel: nothing is
 * written before the confirmation, which runs on the server with the user's own rights. Once
 * decided, the card shows the outcome: a link to what was created, or why it failed.
 */
export function ActionCard({
  action,
  conversationId,
}: {
  action: AssistantAction;
  conversationId: string | null;
}) {
  const { t } = useTranslation('assistant');
  const decide = useDecideAction(conversationId);
  const [current, setCurrent] = useState(action);
  // The conversation read again is the truth; until it arrives, the decision's own answer.
  const shown = action.status !== 'pending' ? action : current;
  const input = shown.input;
  const kind = KIND[input.kind];
  const Icon = kind.icon;
  const titleId = `assistant-action-${shown.id}`;
  const run = (decision: 'confirm' | 'cancel') =>
    decide.mutate({ id: shown.id, decision }, { onSuccess: (next) => setCurrent(next) });

  return (
    <section
      aria-labelledby={titleId}
      className="mt-2 rounded-xl border bg-background p-3 text-sm"
      data-testid="assistant-action"
      data-status={shown.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold">
          <Icon className="size-4" aria-hidden="true" />
          {t(kind.heading)}
        </h3>
        <Badge variant={STATUS_VARIANT[shown.status]}>{t(`ui.action.status.${shown.status}`)}</Badge>
      </div>
      {input.kind === 'bookMeeting' ? (
        <MeetingDetails meeting={input} />
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">
            {t(input.kind === 'createTask' ? 'ui.action.title' : 'ui.action.name')}
          </dt>
          <dd className="min-w-0 break-words font-medium">
            {input.kind === 'createTask' ? input.title : input.name}
          </dd>
          <dt className="text-muted-foreground">{t('ui.action.project')}</dt>
          <dd className="min-w-0 break-words">{input.project_name}</dd>
          {input.kind === 'createTask' && (
            <>
              <dt className="text-muted-foreground">{t('ui.action.priority')}</dt>
              <dd>{t(`ui.action.priorities.${input.priority}`)}</dd>
              <dt className="text-muted-foreground">{t('ui.action.dueDate')}</dt>
              <dd>{input.due_date ?? t('ui.action.noDueDate')}</dd>
            </>
          )}
        </dl>
      )}
      {shown.status === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => run('confirm')}
            loading={decide.isPending && decide.variables?.decision === 'confirm'}
            disabled={decide.isPending}
          >
            <Check aria-hidden="true" />
            {t('ui.action.confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => run('cancel')}
            loading={decide.isPending && decide.variables?.decision === 'cancel'}
            disabled={decide.isPending}
          >
            <X aria-hidden="true" />
            {t('ui.action.cancel')}
          </Button>
        </div>
      )}
      {shown.status === 'done' && shown.result && (
        <Link
          to={shown.result.href}
          className="mt-3 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t(kind.open)}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      )}
      {shown.status === 'failed' && shown.error && (
        <p role="alert" className="mt-3 whitespace-pre-wrap text-destructive">
          {shown.error}
        </p>
      )}
    </section>
  );
}
