/**
 * Every catalogue, statically imported so both the browser bundle and the server have them
 * without a network round-trip. Add a namespace here and in `config.ts`.
 */
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enDashboard from './locales/en/dashboard.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';
import enLegal from './locales/en/legal.json';
import enMail from './locales/en/mail.json';
import enProfile from './locales/en/profile.json';
import enSettings from './locales/en/settings.json';
import enShell from './locales/en/shell.json';
import enValidation from './locales/en/validation.json';
import enApi from './locales/en/api.json';
import enProjects from './locales/en/projects.json';
import enNotifications from './locales/en/notifications.json';
import enAdmin from './locales/en/admin.json';
import enTickets from './locales/en/tickets.json';
import enPayments from './locales/en/payments.json';
import esAuth from './locales/es/auth.json';
import esCommon from './locales/es/common.json';
import esDashboard from './locales/es/dashboard.json';
import esErrors from './locales/es/errors.json';
import esHome from './locales/es/home.json';
import esLegal from './locales/es/legal.json';
import esMail from './locales/es/mail.json';
import esProfile from './locales/es/profile.json';
import esSettings from './locales/es/settings.json';
import esShell from './locales/es/shell.json';
import esValidation from './locales/es/validation.json';
import esApi from './locales/es/api.json';
import esProjects from './locales/es/projects.json';
import esNotifications from './locales/es/notifications.json';
import esAdmin from './locales/es/admin.json';
import esTickets from './locales/es/tickets.json';
import esPayments from './locales/es/payments.json';
import ptAuth from './locales/pt/auth.json';
import ptCommon from './locales/pt/common.json';
import ptDashboard from './locales/pt/dashboard.json';
import ptErrors from './locales/pt/errors.json';
import ptHome from './locales/pt/home.json';
import ptLegal from './locales/pt/legal.json';
import ptMail from './locales/pt/mail.json';
import ptProfile from './locales/pt/profile.json';
import ptSettings from './locales/pt/settings.json';
import ptShell from './locales/pt/shell.json';
import ptValidation from './locales/pt/validation.json';
import ptApi from './locales/pt/api.json';
import ptProjects from './locales/pt/projects.json';
import ptNotifications from './locales/pt/notifications.json';
import ptAdmin from './locales/pt/admin.json';
import ptTickets from './locales/pt/tickets.json';
import ptPayments from './locales/pt/payments.json';
import type { Language } from '../schemas/preferences';
import type { Namespace } from './config';

export { supportedLanguages } from './config';

export const resources = {
  es: {
    common: esCommon,
    auth: esAuth,
    errors: esErrors,
    validation: esValidation,
    settings: esSettings,
    legal: esLegal,
    home: esHome,
    shell: esShell,
    dashboard: esDashboard,
    profile: esProfile,
    mail: esMail,
    api: esApi,
    projects: esProjects,
    notifications: esNotifications,
    admin: esAdmin,
    tickets: esTickets,
    payments: esPayments,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    validation: enValidation,
    settings: enSettings,
    legal: enLegal,
    home: enHome,
    shell: enShell,
    dashboard: enDashboard,
    profile: enProfile,
    mail: enMail,
    api: enApi,
    projects: enProjects,
    notifications: enNotifications,
    admin: enAdmin,
    tickets: enTickets,
    payments: enPayments,
  },
  pt: {
    common: ptCommon,
    auth: ptAuth,
    errors: ptErrors,
    validation: ptValidation,
    settings: ptSettings,
    legal: ptLegal,
    home: ptHome,
    shell: ptShell,
    dashboard: ptDashboard,
    profile: ptProfile,
    mail: ptMail,
    api: ptApi,
    projects: ptProjects,
    notifications: ptNotifications,
    admin: ptAdmin,
    tickets: ptTickets,
    payments: ptPayments,
  },
} as const satisfies Record<Language, Record<Namespace, unknown>>;
