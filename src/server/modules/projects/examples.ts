/** Example bodies for the OpenAPI document. */
export const projectExample = {
  id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  name: 'Tienda online Lucía',
  description: 'Tienda con catálogo, carrito y pagos con tarjeta.',
  technologies: ['React', 'Node.js', 'PostgreSQL'],
  status: 'development',
  is_active: true,
  created_by: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  owner: { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', full_name: 'Lucía Gómez', email: 'lucia@cliente.com' },
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-20T16:30:00.000Z',
  approval_status: 'approved',
  type: 'ecommerce',
  approved_by: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  approved_at: '2026-11-03T10:00:00.000Z',
  request_notes: null,
  requested_at: '2026-11-02T09:00:00.000Z',
  admin_notes: 'Aprobado: empezamos el lunes.',
  github_repository_url: 'https://github.com/agencia/tienda-lucia',
  progress: 33,
  completion_percentage: 33,
  funcionalidades: ['Catálogo', 'Carrito', 'Pagos'],
  // As its owner sees it once approved.
  can: {
    update: true,
    delete: false,
    requestApproval: false,
    decide: false,
    changeStatus: false,
    manageMembers: true,
    editFeatures: true,
    managePhases: false,
    manageTasks: false,
    linkEvidence: false,
  },
};

export const projectCreateExample = {
  name: 'Tienda online Lucía',
  description: 'Tienda con catálogo, carrito y pagos con tarjeta.',
  technologies: ['React', 'Node.js'],
  github_repository_url: 'https://github.com/agencia/tienda-lucia',
  funcionalidades: ['Catálogo', 'Carrito'],
};

export const projectDetailExample = {
  ...projectExample,
  fases: [
    { key: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', name: 'UI Design', estado: 'Terminado', comentarios: [] },
    {
      key: '8e2f3a4b-5c6d-4e7f-9a8b-0c1d2e3f4a5b',
      name: 'Maquetado',
      estado: 'En progreso',
      comentarios: [],
    },
  ],
  progressHistory: [
    { date: '2026-11-10', progress: 17 },
    { date: '2026-11-20', progress: 33 },
  ],
};

export const phaseExample = {
  id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  project_id: projectExample.id,
  project_name: projectExample.name,
  name: 'UI Design',
  description: 'Diseño de pantallas en Figma',
  phase_order: 1,
  status: 'completed',
  start_date: '2026-11-03',
  end_date: '2026-11-10',
  completed_at: '2026-11-10T17:00:00.000Z',
  task_count: 3,
  completed_task_count: 3,
};

export const taskExample = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  project_id: projectExample.id,
  project_name: projectExample.name,
  phase_id: phaseExample.id,
  phase_name: 'UI Design',
  title: 'Diseñar la ficha de producto',
  description: '',
  priority: 'high',
  status: 'pending',
  assigned_to: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  assignee: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', full_name: 'Marta (agencia)' },
  assignee_name: 'Marta (agencia)',
  due_date: '2026-11-28',
  estimated_hours: 6,
  tags: ['diseño'],
  required_skills: ['Figma'],
  completion_percentage: 0,
  completed_at: null,
  created_by: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  created_at: '2026-11-04T09:00:00.000Z',
  updated_at: '2026-11-04T09:00:00.000Z',
  depends_on: [],
};

export const commentExample = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  project_id: projectExample.id,
  phase_key: phaseExample.id,
  parent_id: null,
  user_id: projectExample.created_by,
  author_name: 'Lucía Gómez',
  content: '¿Podemos probar otro color para el botón de compra?',
  timestamp: '2026-11-05T12:00:00.000Z',
  can: { delete: true },
  replies: [],
};
