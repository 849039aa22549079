import type { Namespace } from '../config';
import common from '../locales/en/common.json';
import auth from '../locales/en/auth.json';
import errors from '../locales/en/errors.json';
import validation from '../locales/en/validation.json';
import settings from '../locales/en/settings.json';
import legal from '../locales/en/legal.json';
import home from '../locales/en/home.json';
import shell from '../locales/en/shell.json';
import dashboard from '../locales/en/dashboard.json';
import profile from '../locales/en/profile.json';
import mail from '../locales/en/mail.json';
import api from '../locales/en/api.json';
import projects from '../locales/en/projects.json';
import notifications from '../locales/en/notifications.json';
import admin from '../locales/en/admin.json';
import tickets from '../locales/en/tickets.json';
import payments from '../locales/en/payments.json';
import analytics from '../locales/en/analytics.json';
import team from '../locales/en/team.json';
import workspace from '../locales/en/workspace.json';
import system from '../locales/en/system.json';
import files from '../locales/en/files.json';
import chat from '../locales/en/chat.json';
import collaboration from '../locales/en/collaboration.json';
import documents from '../locales/en/documents.json';
import assistant from '../locales/en/assistant.json';
import calendar from '../locales/en/calendar.json';
import calendarPage from '../locales/en/calendarPage.json';
import reportsPage from '../locales/en/reportsPage.json';
import github from '../locales/en/github.json';
import help from '../locales/en/help.json';
import tours from '../locales/en/tours.json';
import signoffs from '../locales/en/signoffs.json';
import receipts from '../locales/en/receipts.json';
import viewAs from '../locales/en/viewAs.json';
import apiTokens from '../locales/en/apiTokens.json';
import webhooks from '../locales/en/webhooks.json';
import siteCare from '../locales/en/siteCare.json';

/** Every en catalogue (one module per language, so the browser can load one at a time). */
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
