import type { Namespace } from '../config';
import common from '../locales/es/common.json';
import auth from '../locales/es/auth.json';
import errors from '../locales/es/errors.json';
import validation from '../locales/es/validation.json';
import settings from '../locales/es/settings.json';
import legal from '../locales/es/legal.json';
import home from '../locales/es/home.json';
import shell from '../locales/es/shell.json';
import dashboard from '../locales/es/dashboard.json';
import profile from '../locales/es/profile.json';
import mail from '../locales/es/mail.json';
import api from '../locales/es/api.json';
import projects from '../locales/es/projects.json';
import notifications from '../locales/es/notifications.json';
import admin from '../locales/es/admin.json';
import tickets from '../locales/es/tickets.json';
import payments from '../locales/es/payments.json';
import analytics from '../locales/es/analytics.json';
import team from '../locales/es/team.json';
import workspace from '../locales/es/workspace.json';
import system from '../locales/es/system.json';
import files from '../locales/es/files.json';
import chat from '../locales/es/chat.json';
import collaboration from '../locales/es/collaboration.json';
import documents from '../locales/es/documents.json';
import assistant from '../locales/es/assistant.json';
import calendar from '../locales/es/calendar.json';
import calendarPage from '../locales/es/calendarPage.json';
import reportsPage from '../locales/es/reportsPage.json';
import github from '../locales/es/github.json';
import help from '../locales/es/help.json';
import tours from '../locales/es/tours.json';
import signoffs from '../locales/es/signoffs.json';
import receipts from '../locales/es/receipts.json';
import viewAs from '../locales/es/viewAs.json';
import apiTokens from '../locales/es/apiTokens.json';
import webhooks from '../locales/es/webhooks.json';
import siteCare from '../locales/es/siteCare.json';

/** Every es catalogue (one module per language, so the browser can load one at a time). */
const catalogues = {
  common,
  auth,
  errors,
  validation,
  settings,
  legal,
  home,
  shell,
  dashboard,
  profile,
  mail,
  api,
  projects,
  notifications,
  admin,
  tickets,
  payments,
  analytics,
  team,
  workspace,
  system,
  files,
  chat,
  collaboration,
  documents,
  assistant,
  calendar,
  calendarPage,
  reportsPage,
  github,
  help,
  tours,
  signoffs,
  receipts,
  viewAs,
  apiTokens,
  webhooks,
  siteCare,
} as const satisfies Record<Namespace, unknown>;

export default catalogues;
