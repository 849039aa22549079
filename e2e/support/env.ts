/**
 * What the global setup hands to the test workers, through environment variables (Playwright
 * passes the runner's environment to its workers).
 */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailUrl: 'E2E_MAIL_URL',
  /** The folder the portal serves the build from: e2e/pwa.spec.ts deploys a new /sw.js there. */
  webRoot: 'E2E_WEB_ROOT',
} as const;

/** The owner admin the e2e server creates on its empty database. */
export const OWNER = { email: 'owner@websy.test', password: 'owner-password-e2e-1' } as const;

/**
 * The e2e portal's server-side secrets (e2e/support/portal.ts). The bundle check
 * (scripts/check-bundle-secrets.ts) proves that none of them reaches the web build.
 */
export const E2E_SECRETS = {
  appSecret: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  geminiKey: 'e2e-gemini-key',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value)
    throw new Error(`${E2E_ENV[name]} is not set: run the suite through playwright.config.ts (global setup)`);
  return value;
}

/**
 * What the e2e portal's fake Gemini answers every question with, one streamed chunk per string:
 * bold text and a list, so a journey can tell the answer was rendered as markdown.
 */
export const E2E_ASSISTANT_ANSWER = [
  'Tu proyecto va **muy bien**. ',
  'Esto es lo siguiente:\n\n',
  '- Revisar el diseño de la portada\n',
  '- Aprobar la fase de desarrollo\n',
];

/** What an admin asks the e2e portal's assistant for, and the tool call its fake Gemini makes. */
export const E2E_TASK_REQUEST = {
  text: 'Crea una tarea para revisar los textos legales de la tienda de Lucía',
  args: {
    project: 'Tienda online Lucía',
    title: 'Revisar los textos legales',
    priority: 'alta',
    due_date: 'tomorrow',
  },
} as const;

/**
 * The personal access token the e2e portal's fake GitHub knows (decision 0026), and its account's
 * login: a journey pastes it to connect.
 */
export const E2E_GITHUB = { token: 'github_pat_e2e_0123456789abcdef', login: 'lucia-dev' } as const;
/** Every account the e2e portal's fake Google approves holds this event, two days ahead. */
export const E2E_GOOGLE_EVENT = 'Revisión en Google Calendar';
/** The member the e2e portal's fake LinkedIn signs in as ('Continuar con LinkedIn'). */
export const E2E_LINKEDIN = {
  sub: 'e2e-Lk9Qx',
  email: 'carmen.linkedin@example.com',
  givenName: 'Carmen',
  familyName: 'Vidal',
} as const;
/** The knowledge entry an admin adds in 'Memoria', the question about it, and the cited answer. */
export const E2E_KNOWLEDGE = {
  title: 'Garantía de mantenimiento',
  content: 'Todo proyecto entregado tiene tres meses de mantenimiento gratuito.',
  question: '¿Cuánto dura la garantía de mantenimiento?',
} as const;

/** The greeting the e2e portal's fake Gemini writes (docs/product.md#lifecycles: at most 8 words). */
export const E2E_GREETING = '¡Hola! ¿Avanzamos hoy con tus proyectos?';

/**
 * A text file a journey attaches to a question (decision 0032): the e2e fake Gemini quotes `line`
 * back only when the file's text reached it in the request.
 */
export const E2E_ATTACHMENT = {
  question: 'Resume el archivo que te adjunto',
  name: 'briefing.md',
  line: 'La paleta de la tienda es verde bosque y arena.',
} as const;
