import { and, eq, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { asCaller, type Caller } from '../../db/client';
import { assistantActions } from '../../db/schema/assistant';
import { appErrorFromPg } from '../../lib/pg-errors';
import type { Deps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type {
  AssistantActionInput,
  AssistantActionResult,
  DecideAssistantActionInput,
} from '../../../shared/schemas/assistant-actions';
import { createEventSchema } from '../../../shared/schemas/calendar';
import { dateOnlyIn } from '../../../shared/domain/calendar';
import { createPhaseSchema, createTaskSchema } from '../../../shared/schemas/phases-tasks';
import { createEvent } from '../calendar/create-event';
import type { MailDeps } from '../calendar/deliver-invitations';
import { googleConnected } from '../google-calendar/google-connection';
import { createPhase } from '../phases/create-phase';
import { createTask } from '../tasks/create-task';
import { presentAction } from './present-conversation';

/** The calendar on the meeting's day (in its zone), in the agenda view. */
function calendarHref(startAt: string, timeZone: string): string {
  return `${paths.app.calendar.getHref()}?view=agenda&date=${dateOnlyIn(new Date(startAt), timeZone)}`;
}

/** Runs a confirmed action with the caller's own rights: the same operation the API's route runs. */
/** What running an action needs: the mailer for invitations, the auth library for Google. */
type ActionDeps = MailDeps & Pick<Deps, 'auth' | 'config'>;

async function run(
  deps: ActionDeps,
  caller: Caller,
  input: AssistantActionInput,
): Promise<AssistantActionResult> {
  const { db } = deps;
  if (input.kind === 'bookMeeting') {
    // Connected to Google Calendar: the meeting is in Google too, kept in sync (decision 0040);
    // Google refusing the copy is logged and leaves the meeting booked.
    const { event } = await createEvent(
      deps,
      caller,
      createEventSchema.parse({
        summary: input.summary,
        start_at: input.start_at,
        end_at: input.end_at,
        time_zone: input.time_zone,
        project_id: input.project_id,
        attendees: input.attendees.map((a) => (a.user_id ? { user_id: a.user_id } : { email: a.email })),
        add_to_google: await googleConnected(deps, caller),
      }),
    );
    return { id: event.id, href: calendarHref(event.start_at, input.time_zone) };
  }
  const href = paths.admin.phasesTasks.getHref(input.project_id);
  if (input.kind === 'createTask') {
    const task = await createTask(
      db,
      caller,
      createTaskSchema.parse({
        project_id: input.project_id,
        title: input.title,
        priority: input.priority,
        due_date: input.due_date,
      }),
    );
    return { id: task.id, href };
  }
  const phase = await createPhase(
    db,
    caller,
    input.project_id,
    createPhaseSchema.parse({ name: input.name }),
  );
  return { id: phase.id, href };
}

/** Why an action failed, with its possible causes (docs/product.md#error-messages): a meeting's are not a task's. */
function describe(t: TFunction, kind: AssistantActionInput['kind'], thrown: unknown): string {
  const error = appErrorFromPg(thrown);
  const detail =
    error instanceof AppError && error.message !== error.code
      ? t(error.message, error.params)
      : t(`api:codes.${error instanceof AppError ? error.code : 'INTERNAL'}`);
  return t(kind === 'bookMeeting' ? 'assistant:actions.meetingFailed' : 'assistant:actions.failed', {
    detail,
  });
}

/**
 * Confirms or cancels an action the assistant offered (decision 0022). The decision is taken on the
 * action's row: one atomic claim of a pending row, so a second click, a second tab or a replayed
 * request never runs it twice; another user's action is not found. A confirmed action runs as the
 * caller (a client cannot make the assistant do what the API refuses them) and its outcome, or its
 * possible causes of failure (docs/product.md#error-messages), is kept on the row.
 */
export async function decideAction(
  deps: ActionDeps,
  caller: Caller,
  actionId: string,
  input: DecideAssistantActionInput,
  context: { t: TFunction; log: Logger },
) {
  const { db } = deps;
  const confirm = input.decision === 'confirm';
  const claimed = await asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .update(assistantActions)
      .set({ status: confirm ? 'running' : 'cancelled', decidedAt: sql`now()` })
      .where(and(eq(assistantActions.id, actionId), eq(assistantActions.status, 'pending')))
      .returning();
    if (row) return row;
    const [existing] = await tx
      .select({ id: assistantActions.id })
      .from(assistantActions)
      .where(eq(assistantActions.id, actionId));
    if (!existing) throw new AppError('NOT_FOUND', { message: 'assistant:actions.notFound' });
    throw new AppError('DUPLICATE', { message: 'assistant:actions.alreadyDecided' });
  });
  if (!confirm) return { action: presentAction(claimed) };
  let outcome: { status: 'done' | 'failed'; result: AssistantActionResult | null; error: string | null };
  try {
    outcome = { status: 'done', result: await run(deps, caller, claimed.input), error: null };
  } catch (thrown) {
    context.log.warn({ err: thrown, actionId }, 'assistant action failed');
    outcome = { status: 'failed', result: null, error: describe(context.t, claimed.input.kind, thrown) };
  }
  const [row] = await asCaller(db, caller, (tx) =>
    tx.update(assistantActions).set(outcome).where(eq(assistantActions.id, actionId)).returning(),
  );
  return { action: presentAction(row!) };
}
