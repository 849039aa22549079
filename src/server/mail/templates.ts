import type { Language } from '../../shared/schemas/preferences';
import { translator } from '../lib/i18n';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An entry of a list of news in a mail (a digest's notification): its title links to it. */
export interface MailItem {
  title: string;
  message: string;
  href: string;
}

const paragraph = (p: string | MailItem) =>
  typeof p === 'string'
    ? `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
    : `<p style="margin:0 0 16px"><a href="${escapeHtml(p.href)}" style="color:#4f46e5;font-weight:600">${escapeHtml(p.title)}</a><br>${escapeHtml(p.message)}</p>`;

export function layout(
  title: string,
  paragraphs: Array<string | MailItem>,
  action?: { label: string; href: string },
): string {
  const body = paragraphs.map(paragraph).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#475569;font-size:12px;margin-top:32px">Websy</p></div></body></html>`;
}

export function passwordResetMail(language: Language, data: { name: string; link: string }) {
  const t = translator(language);
  const subject = t('mail:resetPassword.subject');
  const greeting = t('mail:resetPassword.greeting', { name: data.name });
  const body = t('mail:resetPassword.body');
  const ignore = t('mail:resetPassword.ignore');
  const action = t('mail:resetPassword.action');
  return {
    subject,
    text: `${greeting}\n\n${body}\n\n${action}: ${data.link}\n\n${ignore}\n\nWebsy`,
    html: layout(subject, [greeting, body, ignore], { label: action, href: data.link }),
  };
}
