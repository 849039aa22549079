import type { TFunction } from 'i18next';
import type { Caller, Tx } from '../../../../db/client';
import { findNamedProject } from './find-project';
import { parseIntent } from './parse-intent';
import { list, offerAction, projectList, type OfflineAnswer } from '../offer-action';
import { offerMeeting } from '../offer-meeting';
import { answerReport } from './answer-report';
import { OFFLINE_LIST_LIMIT, readPortal } from './read-portal';

async function progress(tx: Tx, t: TFunction, text: string, named: string | null): Promise<string> {
  const projects = await readPortal.projects(tx);
  if (projects.length === 0) return t('assistant:offline.noProjects');
  const project = findNamedProject(text, named, projects) ?? (projects.length === 1 ? projects[0]! : null);
  if (!project) {
    if (named)
      return `${t('assistant:offline.projectNotFound', { name: named })}\n\n${projectList(t, projects)}`;
    const lines = projects.slice(0, OFFLINE_LIST_LIMIT).map((p) =>
      t('assistant:offline.progressLine', {
        name: p.name,
        progress: p.progress,
        status: t(`projects:status.${p.status}`),
      }),
    );
    return `${t('assistant:offline.progressAll')}\n\n${list(lines)}`;
  }
  const counts = await readPortal.taskCounts(tx, project.id);
  return t('assistant:offline.progressOne', {
    name: project.name,
    progress: project.progress,
    completed: counts.completed,
    total: counts.total,
    status: t(`projects:status.${project.status}`),
    approval: t(`projects:approval.${project.approval}`),
  });
}

/**
 * The assistant without a model (no Gemini keys): it understands the commands of docs/product.md#validation and the
 * common questions about the caller's own data, in es, en and pt, and answers from the database as
 * the caller. A creation is only offered here; nothing is written before its confirmation.
 */
export async function answerOffline(
  tx: Tx,
  caller: Caller & { name: string },
  text: string,
  context: { t: TFunction; today: string; timeZone: string },
): Promise<OfflineAnswer> {
  const { t } = context;
  const intent = parseIntent(text, context.today);
  const say = (answer: string): OfflineAnswer => ({ text: answer, action: null });
  switch (intent.kind) {
    case 'createTask':
    case 'createPhase':
      return offerAction(tx, caller, t, text, intent);
    case 'bookMeeting':
      return offerMeeting(tx, caller, t, text, intent, context.timeZone);
    case 'report':
      return say(await answerReport(tx, t, intent.period));
    case 'projectsByStatus': {
      const rows = await readPortal.statusCounts(tx);
      const total = rows.reduce((sum, r) => sum + r.count, 0);
      if (total === 0) return say(t('assistant:offline.noProjects'));
      const lines = rows.map((r) =>
        t('assistant:offline.statusLine', { status: t(`projects:status.${r.status}`), count: r.count }),
      );
      return say(`${t('assistant:offline.statusCounts', { count: total })}\n\n${list(lines)}`);
    }
    case 'pendingApproval': {
      const pending = await readPortal.pendingApproval(tx);
      if (pending.length === 0) return say(t('assistant:offline.noPendingApproval'));
      const lines = pending.map((p) => `**${p.name}**`);
      return say(`${t('assistant:offline.pendingApproval', { count: pending[0]!.total })}\n\n${list(lines)}`);
    }
    case 'overdueTasks': {
      const rows = await readPortal.overdueTasks(tx);
      if (rows.length === 0) return say(t('assistant:offline.noOverdue'));
      const lines = rows.map((r) =>
        t('assistant:offline.overdueLine', { title: r.title, project: r.project, date: r.dueDate }),
      );
      return say(`${t('assistant:offline.overdue', { count: rows[0]!.total })}\n\n${list(lines)}`);
    }
    case 'projectProgress':
      return say(await progress(tx, t, text, intent.project));
    case 'greeting':
      return say(t('assistant:offline.greeting', { name: caller.name }));
    case 'unknown':
      return say(t('assistant:offline.help'));
  }
}
