/**
 * Every route path of the app (docs/product.md#screens-and-navigation) in one table, shared by the web app (routes, links) and
 * the server (the `action_url` of notifications and e-mails). Routes whose screen has not landed
 * yet are listed too, so navigation can point at them the day they are enabled in
 * `app/navigation.ts` and registered in `app/router.tsx`.
 */
import type { Role } from './schemas/profile';

/** The three addresses of a project's collaboration space (docs/product.md#screens-and-navigation), each with an optional tab. */
function collaborationSpace(view: string) {
  return {
    path: `/proyectos/:projectId/${view}`,
    getHref: (projectId: string, tab?: string) =>
      `/proyectos/${encodeURIComponent(projectId)}/${view}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  };
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) =>
        `/login${redirectTo && redirectTo !== '/' ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    register: {
      path: '/register',
      getHref: (redirectTo?: string | null) =>
        `/register${redirectTo && redirectTo !== '/' ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    githubCallback: { path: '/auth/github/callback', getHref: () => '/auth/github/callback' },
    linkedinCallback: { path: '/auth/linkedin/callback', getHref: () => '/auth/linkedin/callback' },
    invite: { path: '/invite', getHref: () => '/invite' },
  },
  legal: {
    privacy: { path: '/politica-privacidad', getHref: () => '/politica-privacidad' },
    terms: { path: '/terminos-condiciones', getHref: () => '/terminos-condiciones' },
  },
  /**
   * The public check of a phase acceptance's receipt (decision 0053): the form to paste a code,
   * and the status of one digest (printed on the receipt). Shows only the status, never content.
   */
  receipts: {
    verify: { path: '/verificar-recibo', getHref: () => '/verificar-recibo' },
    verifyDigest: {
      path: '/verificar-recibo/:digest',
      getHref: (digest: string) => `/verificar-recibo/${encodeURIComponent(digest)}`,
    },
    /** Both, as the app's one route: the form alone, or with the code to check. */
    verifyOptionalDigest: { path: '/verificar-recibo/:digest?' },
  },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    projects: { path: '/proyectos', getHref: () => '/proyectos' },
    newProject: { path: '/proyectos/nuevo', getHref: () => '/proyectos/nuevo' },
    /** The project page (decision 0005). */
    projectDetail: {
      path: '/proyectos/detalle/:projectId',
      getHref: (projectId: string) => `/proyectos/detalle/${encodeURIComponent(projectId)}`,
    },
    /** An admin's view of one user's projects. */
    projectsByUser: {
      path: '/proyectos/:userId',
      getHref: (userId: string) => `/proyectos/${encodeURIComponent(userId)}`,
    },
    /**
     * A project's collaboration space (decision 0017): chat, documents, files, people (`?tab=`), as
     * members see it, as the client sees it, and as the agency sees it (admins only).
     */
    collaboration: collaborationSpace('colaboracion'),
    collaborationClient: collaborationSpace('colaboracion-cliente'),
    collaborationAdmin: collaborationSpace('colaboracion-admin'),
    phasesTasks: { path: '/fases-tareas', getHref: () => '/fases-tareas' },
    /** The built-in calendar (decision 0029): the events the user organises or attends. */
    calendar: { path: '/calendario', getHref: () => '/calendario' },
    /** Weekly and monthly reports (decision 0029), with PDF and CSV downloads. */
    reports: { path: '/informes', getHref: () => '/informes' },
    profile: { path: '/perfil', getHref: () => '/perfil' },
    billing: { path: '/facturacion', getHref: () => '/facturacion' },
    support: { path: '/soporte', getHref: () => '/soporte' },
    settings: {
      path: '/configuracion',
      getHref: (section?: string) => `/configuracion${section ? `#${section}` : ''}`,
    },
    githubDashboard: { path: '/github-dashboard', getHref: () => '/github-dashboard' },
    /** docs/product.md#screens-and-navigation: an admin's read-only view of a user's code-hosting profile (`userId` a uuid). */
    userGithub: { path: '/profile/:userId/github', getHref: (userId: string) => `/profile/${userId}/github` },
    workspace: { path: '/workspace', getHref: () => '/workspace' },
    team: { path: '/team', getHref: () => '/team' },
    environment: { path: '/environment', getHref: () => '/environment' },
    analytics: { path: '/analytics', getHref: () => '/analytics' },
    dashboardCustom: { path: '/dashboard-custom', getHref: () => '/dashboard-custom' },
  },
  admin: {
    dashboard: { path: '/admin', getHref: (section?: string) => `/admin${section ? `#${section}` : ''}` },
    websyAi: { path: '/admin/websy-ai', getHref: () => '/admin/websy-ai' },
    phasesTasks: {
      path: '/admin/fases-tareas',
      getHref: (projectId?: string) =>
        `/admin/fases-tareas${projectId ? `?proyecto=${encodeURIComponent(projectId)}` : ''}`,
    },
    approvals: { getHref: () => '/admin#aprobar-proyectos' },
    tickets: { getHref: () => '/admin#tickets' },
    projects: { path: '/admin/proyectos', getHref: () => '/admin/proyectos' },
    payments: { path: '/admin/pagos', getHref: () => '/admin/pagos' },
    /** docs/product.md#screens-and-navigation lists the payments screen under both names. */
    paymentsAlias: { path: '/admin/payments', getHref: () => '/admin/payments' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    /** the product's (docs/product.md#screens-and-navigation) other address of the users screen. */
    userManagement: { path: '/user-management', getHref: () => '/user-management' },
    security: { path: '/admin/security', getHref: () => '/admin/security' },
    /** Signed webhooks (docs/product.md#webhooks): the endpoints, and one endpoint's delivery log. */
    webhooks: { path: '/admin/webhooks', getHref: () => '/admin/webhooks' },
    webhookDeliveries: {
      path: '/admin/webhooks/:endpointId',
      getHref: (endpointId: string) => `/admin/webhooks/${encodeURIComponent(endpointId)}`,
    },
  },
} as const;

/** The panel of a signed-in person: the agency's console for an admin, the client's dashboard else. */
export const panelHrefOf = (role: Role) =>
  role === 'admin' ? paths.admin.dashboard.getHref() : paths.app.dashboard.getHref();

/** Where a signed-in user lands when no return path was saved. */
export const DEFAULT_SIGNED_IN_PATH = paths.app.dashboard.path;

/**
 * A return path is accepted only when it is a same-origin absolute path (no `//host`, no
 * scheme), so `?redirect=` cannot send users to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login') || value.startsWith('/register') || value.startsWith('/auth/')) return null;
  return value;
}
