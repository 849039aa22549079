import { parseMeeting, type MeetingFields } from './meeting-fields';
import { parseDueDate, parsePriority, type Priority } from './task-fields';
import { fold, hasWord, quoted, tidy } from '../../../../ai/text';

/** What the offline assistant understood (decision 0022: without keys, in es, en and pt). */
export type Intent =
  | {
      kind: 'createTask';
      project: string | null;
      title: string | null;
      priority: Priority;
      dueDate: string | null;
    }
  | { kind: 'createPhase'; project: string | null; name: string | null }
  | ({ kind: 'bookMeeting'; project: string | null } & MeetingFields)
  | { kind: 'report'; period: 'weekly' | 'monthly' }
  | { kind: 'pendingApproval' }
  | { kind: 'overdueTasks' }
  | { kind: 'projectProgress'; project: string | null }
  | { kind: 'projectsByStatus' }
  | { kind: 'greeting' }
  | { kind: 'unknown' };

const CREATE = [
  'crea',
  'crear',
  'creame',
  'creeme',
  'cree',
  'anade',
  'anadir',
  'agrega',
  'agregar',
  'nueva',
  'nuevo',
  'create',
  'add',
  'new',
  'make',
  'cria',
  'criar',
  'adiciona',
  'adicionar',
  'nova',
  'novo',
];
const TASK = ['tarea', 'task', 'tarefa', 'to-do', 'todo'];
const PHASE = ['fase', 'phase', 'etapa', 'stage'];
const PROJECT = ['proyecto', 'project', 'projeto'];
const REPORT = ['informe', 'informes', 'reporte', 'reportes', 'report', 'reports', 'relatorio', 'relatorios'];
const MONTHLY = ['mensual', 'mes', 'monthly', 'month', 'mensal', '30 dias', '30 days'];
const MEETING = [
  'reunion',
  'reuniones',
  'reunirme',
  'reunirnos',
  'reunamonos',
  'junta',
  'cita',
  'llamada',
  'videollamada',
  'meeting',
  'meet',
  'call',
  'videocall',
  'appointment',
  'reuniao',
  'reunioes',
  'chamada',
  'videochamada',
];
const APPROVAL = ['aprobacion', 'aprobar', 'approval', 'approve', 'aprovacao', 'aprovar'];
const PENDING = ['pendiente', 'pendientes', 'pending', 'awaiting', 'pendente', 'pendentes', 'esperando'];
const OVERDUE = [
  'vencida',
  'vencidas',
  'atrasada',
  'atrasadas',
  'retrasada',
  'retrasadas',
  'overdue',
  'late',
  'vencido',
];
const PROGRESS = [
  'progreso',
  'avance',
  'va',
  'progress',
  'going',
  'progresso',
  'vai',
  'andamento',
  'estado',
  'status',
];
const COUNT = [
  'cuantos',
  'how many',
  'quantos',
  'resumen',
  'summary',
  'resumo',
  'mis proyectos',
  'my projects',
  'meus projetos',
];
const GREETING = [
  'hola',
  'hello',
  'hi',
  'hey',
  'ola',
  'buenas',
  'buenos dias',
  'good morning',
  'bom dia',
  'boa tarde',
];

const NAME_AFTER = [
  'llamada',
  'llamado',
  'titulada',
  'titulado',
  'called',
  'named',
  'titled',
  'chamada',
  'chamado',
];
/** Where a name written after "proyecto …" or "tarea llamada …" ends, unquoted. */
const NAME_END =
  /\s(con|para|que|y|de prioridad|prioridad|vence|with|for|and|priority|due|com|e|prioridade|no proyecto|en el proyecto|in project|no projeto)\s|[,.;:¿?¡!\n]|\s(hoy|today|hoje|mañana|manana|tomorrow|amanhã|amanha)\b/iu;

function nameAt(text: string, from: number): string | null {
  const rest = text.slice(from);
  const end = NAME_END.exec(rest);
  const name = tidy(end ? rest.slice(0, end.index) : rest);
  return name || null;
}

/** The project's name: quoted right after "proyecto/project/projeto", or the words that follow it. */
function projectName(text: string, folded: string): string | null {
  const at = new RegExp(`(^|[^\\p{L}])(${PROJECT.join('|')})s?\\s+`, 'u').exec(folded);
  if (!at) return null;
  const start = at.index + at[0].length;
  const quote = quoted(text).find((q) => q.start === start);
  if (quote) return quote.value;
  return nameAt(text, start);
}

/** The task's title or phase's name: quoted (not the project), or after "llamada/called/chamada" or ':'. */
function itemName(text: string, folded: string, project: string | null): string | null {
  const quote = quoted(text).find((q) => q.value !== project);
  if (quote) return quote.value;
  const after = new RegExp(`(^|[^\\p{L}])(${NAME_AFTER.join('|')})\\s+`, 'u').exec(folded);
  if (after) return nameAt(text, after.index + after[0].length);
  const colon = text.indexOf(':');
  if (colon >= 0) return nameAt(text, colon + 1);
  return null;
}

/**
 * Reads a message for the offline assistant: a task or phase to create (docs/product.md#validation: project by name,
 * title, priority words, due date), a meeting to book or a weekly or monthly report (decision 0029:
 * keywords in es, en and pt) or one of the common questions about the caller's own data.
 * Pure: `today` (YYYY-MM-DD) comes from the database's clock.
 */
export function parseIntent(text: string, today: string): Intent {
  const folded = fold(text);
  const creating = hasWord(folded, CREATE);
  if (creating && hasWord(folded, TASK)) {
    const project = projectName(text, folded);
    return {
      kind: 'createTask',
      project,
      title: itemName(text, folded, project),
      priority: parsePriority(text),
      dueDate: parseDueDate(text, today),
    };
  }
  if (creating && hasWord(folded, PHASE)) {
    const project = projectName(text, folded);
    return { kind: 'createPhase', project, name: itemName(text, folded, project) };
  }
  if (hasWord(folded, REPORT))
    return { kind: 'report', period: hasWord(folded, MONTHLY) ? 'monthly' : 'weekly' };
  if (hasWord(folded, MEETING)) {
    return { kind: 'bookMeeting', project: projectName(text, folded), ...parseMeeting(text, today) };
  }
  if (hasWord(folded, APPROVAL) && (hasWord(folded, PENDING) || hasWord(folded, PROJECT))) {
    return { kind: 'pendingApproval' };
  }
  if (hasWord(folded, OVERDUE)) return { kind: 'overdueTasks' };
  if (hasWord(folded, COUNT)) return { kind: 'projectsByStatus' };
  if (hasWord(folded, PROGRESS) || hasWord(folded, PROJECT)) {
    return { kind: 'projectProgress', project: projectName(text, folded) };
  }
  if (hasWord(folded, GREETING)) return { kind: 'greeting' };
  return { kind: 'unknown' };
}
