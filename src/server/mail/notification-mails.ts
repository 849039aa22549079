import type { Language } from '../../shared/schemas/preferences';
import { translator } from '../lib/i18n';
import { layout } from './templates';

export function notificationMail(
  language: Language,
  data: { name: string; title: string; message: string; link: string },
) {
  const t = translator(language);
  const subject = t('notifications:mail.notification.subject', { title: data.title });
  const greeting = t('notifications:mail.notification.greeting', { name: data.name });
  const footer = t('notifications:mail.notification.footer');
  const open = t('notifications:mail.notification.open');
  return {
    subject,
    text: `${greeting}\n\n${data.title}\n${data.message}\n\n${open}: ${data.link}\n\n${footer}`,
    html: layout(data.title, [greeting, data.message, footer], { label: open, href: data.link }),
  };
}

export function dailySummaryMail(
  language: Language,
  data: { name: string; titles: string[]; count: number; link: string },
) {
  const t = translator(language);
  const subject = t('notifications:mail.daily.subject');
  const lines = [
    t('notifications:mail.daily.intro'),
    t('notifications:mail.daily.count', { count: data.count }),
    ...data.titles.map((x) => `• ${x}`),
  ];
  const open = t('notifications:mail.daily.open');
  const greeting = t('notifications:mail.notification.greeting', { name: data.name });
  return {
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${open}: ${data.link}`,
    html: layout(subject, [greeting, ...lines], { label: open, href: data.link }),
  };
}

export function weeklyReportMail(
  language: Language,
  data: { name: string; projects: Array<{ name: string; progress: number; status: string }>; link: string },
) {
  const t = translator(language);
  const subject = t('notifications:mail.weekly.subject');
  const lines = data.projects.length
    ? [
        t('notifications:mail.weekly.intro'),
        ...data.projects.map((p) => `• ${t('notifications:mail.weekly.line', p)}`),
      ]
    : [t('notifications:mail.weekly.none')];
  const open = t('notifications:mail.weekly.open');
  const greeting = t('notifications:mail.notification.greeting', { name: data.name });
  return {
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${open}: ${data.link}`,
    html: layout(subject, [greeting, ...lines], { label: open, href: data.link }),
  };
}
