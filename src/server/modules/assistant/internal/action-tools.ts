import { tool } from 'ai';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { asCaller, type Caller, type Database, type Tx } from '../../../db/client';
import { parseDueDate, parsePriority } from './offline/task-fields';
import type { AssistantAction } from '../../../../shared/schemas/assistant-actions';
import { taskPrioritySchema } from '../../../../shared/schemas/phases-tasks';
import { keepOffer, offerAction, type Creation, type OfflineAnswer } from './offer-action';
import { meetingRequest, meetingToolInput } from './meeting-tool';
import { offerMeeting } from './offer-meeting';

export interface ActionToolsContext {
  db: Database;
  caller: Caller;
  conversationId: string;
  t: TFunction;
  today: string;
  timeZone: string;
  /** Called with each action offered, to show its card in the stream and keep it in the answer. */
  onOffer: (action: AssistantAction) => void;
}

const projectField = z.string().min(1).max(200).describe('The project’s name as the user wrote it');

/**
 * The model's actions (decision 0022): creating a task or a phase is only ever *offered*. The tool
 * resolves the project among the caller's own (row-level security) with the rules of docs/product.md#validation,
 * keeps a pending action and tells the model it awaits the user's confirmation; the card in the
 * stream is what the user confirms, on the server, with their own rights.
 */
export function actionTools(context: ActionToolsContext) {
  const { caller, t } = context;
  const offer = (creation: Creation) =>
    offerWith((tx) => offerAction(tx, caller, t, creation.project ?? '', creation));
  const offerWith = async (make: (tx: Tx) => Promise<OfflineAnswer>) =>
    asCaller(context.db, context.caller, async (tx) => {
      const answer = await make(tx);
      if (!answer.action) return { status: 'not_offered' as const, explanation: answer.text };
      const action = await keepOffer(tx, context.conversationId, answer.action);
      context.onOffer(action);
      return { status: 'awaiting_user_confirmation' as const, action_id: action.id, offered: action.input };
    });
  return {
    createTask: tool({
      description:
        'Offer to create a task in one of the user’s projects. Nothing is created until the user confirms the card ' +
        'shown to them; tell them to confirm it.',
      inputSchema: z.object({
        project: projectField,
        title: z.string().max(300).optional().describe('The task’s title (default "Nueva tarea")'),
        priority: taskPrioritySchema
          .or(z.string().max(40))
          .optional()
          .describe('low, medium, high or urgent'),
        due_date: z.string().max(40).optional().describe('YYYY-MM-DD, dd/mm/yyyy, today or tomorrow'),
      }),
      execute: (input) =>
        offer({
          kind: 'createTask',
          project: input.project,
          title: input.title?.trim() || null,
          priority: parsePriority(input.priority ?? ''),
          dueDate: input.due_date ? parseDueDate(input.due_date, context.today) : null,
        }),
    }),
    createPhase: tool({
      description:
        'Offer to create a phase in one of the user’s projects. Nothing is created until the user confirms the card ' +
        'shown to them; tell them to confirm it.',
      inputSchema: z.object({
        project: projectField,
        name: z.string().max(200).optional().describe('The phase’s name (default "Nueva fase")'),
      }),
      execute: (input) =>
        offer({ kind: 'createPhase', project: input.project, name: input.name?.trim() || null }),
    }),
    bookMeeting: tool({
      description:
        'Offer to book a meeting in the portal’s calendar (decision 0029). Nothing is booked until the user confirms the ' +
        'card shown to them; tell them to confirm it, and mention it when someone is already busy then.',
      inputSchema: meetingToolInput,
      execute: (input) => {
        const request = meetingRequest(input, context.today);
        return offerWith((tx) => offerMeeting(tx, caller, t, input.project ?? '', request, context.timeZone));
      },
    }),
  };
}
