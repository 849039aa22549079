import type { Namespace } from '../config';
import common from '../locales/pt/common.json';
import auth from '../locales/pt/auth.json';
import errors from '../locales/pt/errors.json';
import validation from '../locales/pt/validation.json';
import settings from '../locales/pt/settings.json';
import legal from '../locales/pt/legal.json';
import home from '../locales/pt/home.json';
import shell from '../locales/pt/shell.json';
import dashboard from '../locales/pt/dashboard.json';
import profile from '../locales/pt/profile.json';
import mail from '../locales/pt/mail.json';
import api from '../locales/pt/api.json';
import projects from '../locales/pt/projects.json';
import notifications from '../locales/pt/notifications.json';
import admin from '../locales/pt/admin.json';
import tickets from '../locales/pt/tickets.json';
import payments from '../locales/pt/payments.json';
import analytics from '../locales/pt/analytics.json';
import team from '../locales/pt/team.json';
import workspace from '../locales/pt/workspace.json';
import system from '../locales/pt/system.json';
import files from '../locales/pt/files.json';
import chat from '../locales/pt/chat.json';
import collaboration from '../locales/pt/collaboration.json';
import documents from '../locales/pt/documents.json';
import assistant from '../locales/pt/assistant.json';
import calendar from '../locales/pt/calendar.json';
import calendarPage from '../locales/pt/calendarPage.json';
import reportsPage from '../locales/pt/reportsPage.json';
import github from '../locales/pt/github.json';
import help from '../locales/pt/help.json';
import tours from '../locales/pt/tours.json';
import signoffs from '../locales/pt/signoffs.json';
import receipts from '../locales/pt/receipts.json';
import viewAs from '../locales/pt/viewAs.json';
import apiTokens from '../locales/pt/apiTokens.json';
import webhooks from '../locales/pt/webhooks.json';
import siteCare from '../locales/pt/siteCare.json';

/** Every pt catalogue (one module per language, so the browser can load one at a time). */
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
