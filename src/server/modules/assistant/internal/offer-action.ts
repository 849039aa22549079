import type { TFunction } from 'i18next';
import type { Caller, Tx } from '../../../db/client';
import { assistantActions } from '../../../db/schema/assistant';
import { findNamedProject } from './offline/find-project';
import type { Intent } from './offline/parse-intent';
import { isAdminActor } from '../../../../shared/domain/refusal';
import type { AssistantActionInput } from '../../../../shared/schemas/assistant-actions';
import { OFFLINE_LIST_LIMIT, readPortal, type PortalProject } from './offline/read-portal';
import { presentAction } from '../present-conversation';

export interface OfflineAnswer {
  text: string;
  /** What the answer offers to do, shown as a card to confirm or cancel. */
  action: AssistantActionInput | null;
}

/** A creation the assistant was asked for, by the offline parser or by the model's tool call. */
export type Creation = Extract<Intent, { kind: 'createTask' | 'createPhase' }>;

export const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export function projectList(t: TFunction, projects: PortalProject[]): string {
  if (projects.length === 0) return t('assistant:offline.noProjects');
  return `${t('assistant:offline.yourProjects')}\n\n${list(projects.slice(0, OFFLINE_LIST_LIMIT).map((p) => `**${p.name}**`))}`;
}

/** docs/product.md#validation: a project is needed ('Información Faltante') and must be one of the caller's ('Proyecto No Encontrado'). */
export async function offerAction(
  tx: Tx,
  caller: Caller,
  t: TFunction,
  text: string,
  intent: Creation,
): Promise<OfflineAnswer> {
  const what = intent.kind === 'createTask' ? 'task' : 'phase';
  // Tasks and phases are the agency's work: only its team (admins) is offered to create them.
  if (!isAdminActor(caller)) return { text: t(`assistant:offline.${what}.notAllowed`), action: null };
  const projects = await readPortal.projects(tx);
  const project = findNamedProject(text, intent.project, projects);
  if (!project) {
    const heading = intent.project
      ? t('assistant:offline.projectNotFound', { name: intent.project })
      : t(`assistant:offline.${what}.missingInformation`);
    return { text: `${heading}\n\n${projectList(t, projects)}`, action: null };
  }
  const base = { project_id: project.id, project_name: project.name };
  const action: AssistantActionInput =
    intent.kind === 'createTask'
      ? {
          kind: 'createTask',
          ...base,
          title: (intent.title ?? 'Nueva tarea').slice(0, 300),
          priority: intent.priority,
          due_date: intent.dueDate,
        }
      : { kind: 'createPhase', ...base, name: (intent.name ?? 'Nueva fase').slice(0, 200) };
  return { text: t(`assistant:offline.${what}.offer`), action };
}

/** Keeps an offered action, pending, in the caller's conversation: the row its confirmation decides on. */
export async function keepOffer(tx: Tx, conversationId: string, input: AssistantActionInput, id?: string) {
  const [row] = await tx
    .insert(assistantActions)
    .values({ ...(id && { id }), conversationId, kind: input.kind, input })
    .returning();
  return presentAction(row!);
}
