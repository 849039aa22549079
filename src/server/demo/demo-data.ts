import { STANDARD_PHASES } from '../../shared/schemas/phase-task-input';

/** The believable agency of `npm run demo`: people, projects in every state, phases and tasks. */
export const demoPassword = 'demo-websy-2026';

export const demoStaff = [
  { email: 'marta@websy.demo', fullName: 'Marta Ruiz', skills: ['Figma', 'UI', 'UX', 'Branding'] },
  { email: 'javier@websy.demo', fullName: 'Javier Soto', skills: ['React', 'Node.js', 'PostgreSQL', 'SEO'] },
] as const;

export const demoClients = [
  { email: 'lucia@cliente.demo', fullName: 'Lucía Gómez' },
  { email: 'andres@cliente.demo', fullName: 'Andrés Molina' },
  { email: 'carmen@cliente.demo', fullName: 'Carmen Vidal' },
] as const;

/**
 * Colleagues at the clients' companies, collaborators on some of their projects (decision 0017), and
 * the agency's staff assigned to one.
 */
export const demoColleagues = [
  {
    email: 'pablo@cliente.demo',
    fullName: 'Pablo Gómez',
    projects: ['Tienda online Lucía', 'App de fidelización'],
  },
  { email: 'sara@molina.demo', fullName: 'Sara Molina', projects: ['Web corporativa Molina Abogados'] },
] as const;
export const demoStaffAssignments = [{ staff: 'javier@websy.demo', project: 'Tienda online Lucía' }] as const;

type Status = 'development' | 'production' | 'paused' | 'maintenance';
type Approval = 'pending' | 'approved' | 'rejected';

export interface DemoProject {
  client: number;
  name: string;
  description: string;
  technologies: string[];
  features: string[];
  status: Status;
  approval: Approval;
  /** Phases done out of the six standard phases (approved projects only). */
  phasesDone: number;
  daysAgo: number;
  github?: string;
  adminNotes?: string;
  requestNotes?: string;
}

export const demoProjects: DemoProject[] = [
  {
    client: 0,
    name: 'Tienda online Lucía',
    description: 'Tienda de cerámica artesanal con catálogo, carrito y pagos con tarjeta.',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Stripe'],
    features: ['Catálogo', 'Carrito', 'Pagos', 'Envíos'],
    status: 'development',
    approval: 'approved',
    phasesDone: 3,
    daysAgo: 75,
    github: 'https://github.com/websy-demo/tienda-lucia',
  },
  {
    client: 0,
    name: 'Blog de recetas',
    description: 'Blog de cocina con artículos, buscador y boletín.',
    technologies: ['Astro', 'Markdown'],
    features: ['Artículos', 'Buscador', 'Boletín'],
    status: 'production',
    approval: 'approved',
    phasesDone: 6,
    daysAgo: 320,
  },
  {
    client: 0,
    name: 'Landing campaña de Navidad',
    description: 'Página de aterrizaje para la campaña de Navidad con formulario de captación.',
    technologies: ['HTML', 'CSS', 'JavaScript'],
    features: ['Formulario', 'Contador'],
    status: 'development',
    approval: 'pending',
    phasesDone: 0,
    daysAgo: 2,
    requestNotes: 'Nos gustaría tenerla antes del 1 de diciembre.',
  },
  {
    client: 0,
    name: 'App de fidelización',
    description: 'App móvil para clientes habituales con puntos y cupones.',
    technologies: ['React Native', 'Firebase'],
    features: ['Puntos', 'Cupones'],
    status: 'development',
    approval: 'rejected',
    phasesDone: 0,
    daysAgo: 40,
    adminNotes: 'Falta el presupuesto firmado; lo retomamos en enero.',
  },
  {
    client: 1,
    name: 'Web corporativa Molina Abogados',
    description: 'Sitio institucional del despacho con servicios, equipo y contacto.',
    technologies: ['WordPress', 'PHP'],
    features: ['Servicios', 'Equipo', 'Contacto'],
    status: 'maintenance',
    approval: 'approved',
    phasesDone: 6,
    daysAgo: 410,
  },
  {
    client: 1,
    name: 'Portal de clientes del despacho',
    description: 'Aplicación web donde los clientes del despacho consultan sus expedientes.',
    technologies: ['React', 'Node.js', 'PostgreSQL'],
    features: ['Expedientes', 'Documentos', 'Mensajes'],
    status: 'development',
    approval: 'approved',
    phasesDone: 2,
    daysAgo: 50,
    github: 'https://github.com/websy-demo/portal-despacho',
  },
  {
    client: 1,
    name: 'API de citas',
    description: 'API REST para reservar citas desde la web y la app.',
    technologies: ['Node.js', 'PostgreSQL', 'OpenAPI'],
    features: ['Reservas', 'Recordatorios'],
    status: 'paused',
    approval: 'approved',
    phasesDone: 1,
    daysAgo: 140,
  },
  {
    client: 1,
    name: 'Rediseño de marca',
    description: 'Rediseño de la interfaz y la identidad visual del despacho.',
    technologies: ['Figma'],
    features: ['Logotipo', 'Guía de estilo'],
    status: 'development',
    approval: 'pending',
    phasesDone: 0,
    daysAgo: 5,
  },
  {
    client: 2,
    name: 'Portafolio Carmen Vidal',
    description: 'Portafolio de fotógrafa con galería de trabajos y reservas.',
    technologies: ['Next.js', 'Cloudinary'],
    features: ['Galería', 'Reservas', 'Contacto'],
    status: 'production',
    approval: 'approved',
    phasesDone: 6,
    daysAgo: 200,
    github: 'https://github.com/websy-demo/portafolio-carmen',
  },
  {
    client: 2,
    name: 'Tienda de copias impresas',
    description: 'Venta de copias impresas de fotografías con pagos y envíos.',
    technologies: ['Shopify', 'Liquid'],
    features: ['Catálogo', 'Pagos'],
    status: 'development',
    approval: 'approved',
    phasesDone: 4,
    daysAgo: 60,
  },
  {
    client: 2,
    name: 'Migración de base de datos',
    description: 'Migración de datos de clientes a PostgreSQL y limpieza de duplicados.',
    technologies: ['PostgreSQL', 'Python'],
    features: ['Migración', 'Limpieza'],
    status: 'development',
    approval: 'approved',
    phasesDone: 1,
    daysAgo: 20,
  },
  {
    client: 2,
    name: 'Curso online de fotografía',
    description: 'Plataforma de cursos con vídeos y pagos.',
    technologies: ['Vue', 'Laravel'],
    features: ['Vídeos', 'Pagos'],
    status: 'development',
    approval: 'pending',
    phasesDone: 0,
    daysAgo: 1,
  },
];

/** The demo projects follow the product's standard phases. */
export const standardPhaseNames = STANDARD_PHASES;

export const tasksByPhase: Record<
  (typeof standardPhaseNames)[number],
  Array<{ title: string; priority: 'low' | 'medium' | 'high' | 'urgent'; hours: number; skills: string[] }>
> = {
  'UI Design': [
    { title: 'Bocetos de la página de inicio', priority: 'high', hours: 6, skills: ['Figma'] },
    { title: 'Guía de colores y tipografías', priority: 'medium', hours: 3, skills: ['UI'] },
  ],
  Maquetado: [
    { title: 'Maquetar cabecera y pie', priority: 'medium', hours: 4, skills: ['React'] },
    { title: 'Versión móvil', priority: 'high', hours: 8, skills: ['React'] },
  ],
  Contenido: [{ title: 'Cargar textos e imágenes', priority: 'low', hours: 5, skills: [] }],
  Funcionalidades: [
    { title: 'Formulario de contacto', priority: 'medium', hours: 3, skills: ['Node.js'] },
    { title: 'Integración de pagos', priority: 'urgent', hours: 10, skills: ['Node.js'] },
  ],
  SEO: [{ title: 'Metadatos y sitemap', priority: 'medium', hours: 2, skills: ['SEO'] }],
  Deploy: [{ title: 'Publicar en producción', priority: 'high', hours: 2, skills: ['Node.js'] }],
};

export const demoComments = [
  { fromClient: true, text: '¿Podemos probar un tono de verde más suave en los botones?' },
  { fromClient: false, text: 'Claro, te subimos dos alternativas mañana.' },
  { fromClient: true, text: '¡Perfecto, gracias!' },
];
