import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse-intent';
import { parseDueDate, parsePriority } from './task-fields';

const TODAY = '2026-11-24';

describe('parseIntent: creating a task (docs/product.md#validation)', () => {
  it('reads project, title, priority and due date in Spanish', () => {
    expect(
      parseIntent(
        'Crea una tarea urgente en el proyecto Tienda online Lucía para mañana: revisar el checkout',
        TODAY,
      ),
    ).toEqual({
      kind: 'createTask',
      project: 'Tienda online Lucía',
      title: 'revisar el checkout',
      priority: 'urgent',
      dueDate: '2026-11-25',
    });
  });

  it('reads quoted names in English, with a dd/mm/yyyy date', () => {
    expect(
      parseIntent(
        'Please add a task called "Update the footer" to project "Clínica Dental" due 05/12/2026, high priority',
        TODAY,
      ),
    ).toEqual({
      kind: 'createTask',
      project: 'Clínica Dental',
      title: 'Update the footer',
      priority: 'high',
      dueDate: '2026-12-05',
    });
  });

  it('reads Portuguese, with an ISO date and low priority', () => {
    expect(
      parseIntent(
        'Criar tarefa chamada Revisar textos no projeto Loja Aurora, prioridade baixa, 2027-01-15',
        TODAY,
      ),
    ).toEqual({
      kind: 'createTask',
      project: 'Loja Aurora',
      title: 'Revisar textos',
      priority: 'low',
      dueDate: '2027-01-15',
    });
  });

  it('leaves what is missing empty: no project, no title, medium, no date', () => {
    expect(parseIntent('Crea una tarea', TODAY)).toEqual({
      kind: 'createTask',
      project: null,
      title: null,
      priority: 'medium',
      dueDate: null,
    });
  });
});

describe('parseIntent: creating a phase', () => {
  it('in three languages', () => {
    expect(parseIntent('Añade una fase "Pruebas de usuario" al proyecto Tienda online Lucía', TODAY)).toEqual(
      {
        kind: 'createPhase',
        project: 'Tienda online Lucía',
        name: 'Pruebas de usuario',
      },
    );
    expect(parseIntent('create a phase named QA in project Aurora', TODAY)).toMatchObject({
      kind: 'createPhase',
      name: 'QA',
      project: 'Aurora',
    });
    expect(parseIntent('Criar uma nova fase', TODAY)).toEqual({
      kind: 'createPhase',
      project: null,
      name: null,
    });
  });
});

describe('parseIntent: booking a meeting (decision 0029)', () => {
  it('recognises a meeting in Spanish, English and Portuguese, with its project', () => {
    expect(
      parseIntent('Quiero una reunión mañana sobre el proyecto Tienda online Lucía', TODAY),
    ).toMatchObject({
      kind: 'bookMeeting',
      project: 'Tienda online Lucía',
      date: '2026-11-25',
      time: '17:00',
      minutes: 60,
    });
    expect(parseIntent('Schedule a meeting tomorrow at 10am', TODAY)).toMatchObject({
      kind: 'bookMeeting',
      time: '10:00',
    });
    expect(parseIntent('Agendar uma reunião hoje às 16h', TODAY)).toMatchObject({
      kind: 'bookMeeting',
      date: TODAY,
      time: '16:00',
    });
  });

  it('recognises a weekly or monthly report in the three languages', () => {
    expect(parseIntent('Dame el informe semanal', TODAY)).toEqual({ kind: 'report', period: 'weekly' });
    expect(parseIntent('I need the monthly report', TODAY)).toEqual({ kind: 'report', period: 'monthly' });
    expect(parseIntent('Quero o relatório do mês', TODAY)).toEqual({ kind: 'report', period: 'monthly' });
    expect(parseIntent('Un reporte, por favor', TODAY)).toEqual({ kind: 'report', period: 'weekly' });
  });

  it('a task "llamada …" stays a task', () => {
    expect(parseIntent('Crea una tarea llamada Revisar textos en el proyecto Web', TODAY)).toMatchObject({
      kind: 'createTask',
      title: 'Revisar textos',
    });
  });
});

describe('parseIntent: questions about the caller’s data', () => {
  it.each([
    ['¿Qué proyectos están pendientes de aprobación?', 'pendingApproval'],
    ['Which projects are awaiting approval?', 'pendingApproval'],
    ['Quais projetos estão pendentes de aprovação?', 'pendingApproval'],
    ['¿Qué tareas están vencidas?', 'overdueTasks'],
    ['Show me my overdue tasks', 'overdueTasks'],
    ['Tarefas atrasadas', 'overdueTasks'],
    ['¿Cuántos proyectos tengo?', 'projectsByStatus'],
    ['How many projects do I have in each status?', 'projectsByStatus'],
    ['Quantos projetos eu tenho?', 'projectsByStatus'],
    ['¿Cómo va mi proyecto?', 'projectProgress'],
    ["How's my project going?", 'projectProgress'],
    ['Como vai o meu projeto?', 'projectProgress'],
    ['¡Hola!', 'greeting'],
    ['Escribe un poema sobre gatos', 'unknown'],
  ])('%s → %s', (text, kind) => {
    expect(parseIntent(text, TODAY).kind).toBe(kind);
  });

  it('names the project asked about', () => {
    expect(parseIntent('¿Cómo va el proyecto Clínica Dental?', TODAY)).toEqual({
      kind: 'projectProgress',
      project: 'Clínica Dental',
    });
  });
});

describe('task fields', () => {
  it('maps priority words, medium by default', () => {
    expect(parsePriority('es urgente')).toBe('urgent');
    expect(parsePriority('prioridad alta')).toBe('high');
    expect(parsePriority('baja')).toBe('low');
    expect(parsePriority('prioridade baixa')).toBe('low');
    expect(parsePriority('sin prisa')).toBe('medium');
  });

  it('reads today, tomorrow and both date formats; an impossible date is none', () => {
    expect(parseDueDate('para hoy', TODAY)).toBe('2026-11-24');
    expect(parseDueDate('para amanhã', TODAY)).toBe('2026-11-25');
    expect(parseDueDate('due tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(parseDueDate('el 5/1/2027', TODAY)).toBe('2027-01-05');
    expect(parseDueDate('2027-02-28', TODAY)).toBe('2027-02-28');
    expect(parseDueDate('31/02/2027', TODAY)).toBeNull();
    expect(parseDueDate('sin fecha', TODAY)).toBeNull();
  });
});
