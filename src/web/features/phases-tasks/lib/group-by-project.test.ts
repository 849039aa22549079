import { describe, expect, it } from 'vitest';
import type { Phase, Task } from '@/shared/schemas/phases-tasks';
import { dependencyCandidates, groupByProject } from './group-by-project';

const phase = (overrides: Partial<Phase>): Phase => ({
  id: 'ph',
  project_id: 'p1',
  project_name: 'Tienda',
  name: 'Fase',
  description: '',
  phase_order: 1,
  status: 'pending',
  start_date: null,
  end_date: null,
  completed_at: null,
  task_count: 0,
  completed_task_count: 0,
  milestone_amount: null,
  signoff_status: null,
  version: 1,
  ...overrides,
});

const task = (overrides: Partial<Task>): Task => ({
  id: 't',
  project_id: 'p1',
  project_name: 'Tienda',
  phase_id: null,
  phase_name: null,
  title: 'Tarea',
  description: '',
  priority: 'medium',
  status: 'pending',
  assigned_to: null,
  assignee: null,
  assignee_name: null,
  due_date: null,
  estimated_hours: null,
  tags: [],
  required_skills: [],
  completion_percentage: 0,
  completed_at: null,
  created_by: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  depends_on: [],
  version: 1,
  ...overrides,
});

describe('phases and tasks grouped by project', () => {
  it('groups, orders and computes phase progress (finished / total, rounded)', () => {
    const groups = groupByProject(
      [
        phase({ id: 'b', phase_order: 2, status: 'pending' }),
        phase({ id: 'a', phase_order: 1, status: 'completed' }),
        phase({ id: 'c', phase_order: 3, status: 'in_progress' }),
        phase({ id: 'x', project_id: 'p2', project_name: 'Blog', status: 'completed' }),
      ],
      [
        task({ id: 't2', phase_id: 'a', title: 'Zeta', due_date: '2026-12-01', status: 'completed' }),
        task({ id: 't1', phase_id: 'a', title: 'Alfa', due_date: '2026-11-20' }),
        task({ id: 't3', title: 'Sin fase' }),
      ],
    );
    expect(groups.map((g) => [g.projectName, g.progress])).toEqual([
      ['Blog', 100],
      ['Tienda', 33],
    ]);
    const tienda = groups[1]!;
    expect(tienda.phases.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(tienda.tasksByPhase.get('a')!.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(tienda.tasksByPhase.get('')!.map((t) => t.id)).toEqual(['t3']);
    expect([tienda.taskCount, tienda.completedTasks]).toEqual([3, 1]);
  });

  it('keeps projects that only have tasks', () => {
    expect(groupByProject([], [task({ project_id: 'p9', project_name: 'Solo tareas' })])[0]).toMatchObject({
      projectName: 'Solo tareas',
      progress: 0,
    });
  });
});

describe('dependency candidates', () => {
  it('offers other tasks of the same project that are not dependencies yet', () => {
    const tasks = [
      task({ id: 'a' }),
      task({ id: 'b' }),
      task({ id: 'c' }),
      task({ id: 'd', project_id: 'p2' }),
    ];
    expect(
      dependencyCandidates({ id: 'a', project_id: 'p1', depends_on: ['b'] }, tasks).map((t) => t.id),
    ).toEqual(['c']);
  });
});
