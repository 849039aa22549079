/**
 * Project types of docs/product.md#records-and-fields and their detection by keyword scoring over name, description and
 * technologies: a keyword found in the text scores +1, and also +2 when it is in the name and
 * +1.5 when it is in the description. The highest score wins; fallback rules on words apply;
 * otherwise `development`.
 */
export const projectTypeIds = [
  'landing-page',
  'ecommerce',
  'corporate',
  'portfolio',
  'blog',
  'mobile-app',
  'web-app',
  'ui-ux',
  'development',
  'database',
  'api',
  'other',
] as const;
export type ProjectTypeId = (typeof projectTypeIds)[number];

export type ProjectCategory = 'Web' | 'Mobile' | 'Design' | 'Development' | 'Other';

export interface ProjectType {
  id: ProjectTypeId;
  /** i18n key of the name (namespace projects). */
  name: string;
  category: ProjectCategory;
  keywords: readonly string[];
  /** i18n key of the description. */
  description: string;
  /** lucide icon name. */
  icon: string;
  color: string;
}

const t = (
  id: ProjectTypeId,
  category: ProjectCategory,
  icon: string,
  color: string,
  keywords: readonly string[],
): ProjectType => ({
  id,
  name: `projects:types.${id}.name`,
  description: `projects:types.${id}.description`,
  category,
  icon,
  color,
  keywords,
});

export const PROJECT_TYPES: readonly ProjectType[] = [
  t('landing-page', 'Web', 'rocket', '#f97316', [
    'landing',
    'página de aterrizaje',
    'pagina de aterrizaje',
    'captación',
    'campaña',
    'lanzamiento',
    'promoción',
    'one page',
  ]),
  t('ecommerce', 'Web', 'shopping-cart', '#16a34a', [
    'tienda',
    'ecommerce',
    'e-commerce',
    'comercio',
    'carrito',
    'productos',
    'pagos',
    'venta',
    'shopify',
    'woocommerce',
    'catálogo',
  ]),
  t('corporate', 'Web', 'building-2', '#2563eb', [
    'corporativo',
    'corporativa',
    'empresa',
    'institucional',
    'negocio',
    'servicios',
    'compañía',
    'despacho',
  ]),
  t('portfolio', 'Web', 'briefcase', '#9333ea', [
    'portafolio',
    'portfolio',
    'galería',
    'trabajos',
    'fotógrafo',
    'fotografía',
    'currículum',
    'cv',
    'personal',
  ]),
  t('blog', 'Web', 'newspaper', '#db2777', [
    'blog',
    'artículos',
    'noticias',
    'revista',
    'publicaciones',
    'contenidos',
    'wordpress',
  ]),
  t('mobile-app', 'Mobile', 'smartphone', '#0891b2', [
    'móvil',
    'movil',
    'android',
    'ios',
    'app móvil',
    'react native',
    'flutter',
    'smartphone',
    'aplicación móvil',
  ]),
  t('web-app', 'Web', 'app-window', '#4f46e5', [
    'aplicación web',
    'plataforma',
    'saas',
    'panel',
    'dashboard',
    'portal',
    'intranet',
    'reservas',
    'gestión',
  ]),
  t('ui-ux', 'Design', 'palette', '#e11d48', [
    'diseño',
    'ui',
    'ux',
    'prototipo',
    'figma',
    'wireframe',
    'interfaz',
    'rediseño',
    'branding',
  ]),
  t('development', 'Development', 'code', '#475569', [
    'desarrollo',
    'programación',
    'software',
    'script',
    'automatización',
    'integración',
  ]),
  t('database', 'Development', 'database', '#ca8a04', [
    'base de datos',
    'postgresql',
    'mysql',
    'mongodb',
    'sql',
    'datos',
    'migración de datos',
  ]),
  t('api', 'Development', 'plug', '#0d9488', [
    'api',
    'rest',
    'graphql',
    'endpoint',
    'microservicio',
    'webhook',
    'backend',
  ]),
  t('other', 'Other', 'folder', '#64748b', ['otro', 'varios', 'consultoría', 'auditoría', 'mantenimiento']),
];

export const projectTypeById = new Map(PROJECT_TYPES.map((p) => [p.id, p]));

const normalise = (s: string) => ` ${s.toLowerCase().replace(/[^\p{L}\p{N}+#.-]+/gu, ' ')} `;
const contains = (text: string, keyword: string) => text.includes(` ${keyword.toLowerCase()} `);

export interface DetectionInput {
  name: string;
  description?: string | null;
  technologies?: readonly string[];
}

export interface DetectionResult {
  type: ProjectTypeId;
  scores: Partial<Record<ProjectTypeId, number>>;
}

/** Fallback rules when no keyword scores: on technology words. */
const FALLBACKS: ReadonlyArray<{ words: readonly string[]; type: ProjectTypeId }> = [
  { words: ['react native', 'flutter', 'swift', 'kotlin', 'expo', 'ionic'], type: 'mobile-app' },
  { words: ['postgres', 'postgresql', 'mysql', 'mongodb', 'redis', 'sqlite'], type: 'database' },
  { words: ['express', 'fastify', 'nestjs', 'django', 'laravel', 'hono', 'spring'], type: 'api' },
  { words: ['react', 'vue', 'angular', 'svelte', 'next.js', 'nuxt'], type: 'web-app' },
  { words: ['html', 'css', 'web', 'sitio', 'página', 'pagina'], type: 'corporate' },
];

export function detectProjectType(input: DetectionInput): DetectionResult {
  const name = normalise(input.name);
  const description = normalise(input.description ?? '');
  const technologies = normalise((input.technologies ?? []).join(' '));
  const text = `${name}${description}${technologies}`;
  const scores: Partial<Record<ProjectTypeId, number>> = {};
  for (const type of PROJECT_TYPES) {
    let score = 0;
    for (const keyword of type.keywords) {
      if (!contains(text, keyword)) continue;
      score += 1;
      if (contains(name, keyword)) score += 2;
      if (contains(description, keyword)) score += 1.5;
    }
    if (score > 0) scores[type.id] = score;
  }
  let best: ProjectTypeId | undefined;
  for (const type of PROJECT_TYPES) {
    const score = scores[type.id];
    if (score !== undefined && (best === undefined || score > scores[best]!)) best = type.id;
  }
  if (best) return { type: best, scores };
  for (const rule of FALLBACKS) {
    if (rule.words.some((w) => contains(text, w))) return { type: rule.type, scores };
  }
  return { type: 'development', scores };
}
