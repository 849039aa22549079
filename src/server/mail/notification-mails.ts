import type { Language } from '../../shared/schemas/preferences';
import { translator } from '../lib/i18n';
import { layout, type MailItem } from './templates';

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

/** Notifications a digest lists one by one (newest first); the rest it counts ("y N más"). */
export const DIGEST_LISTED = 10;

/**
 * Several waiting notifications of one person as one e-mail (decision 0051). `items` come newest first
 * (only the first DIGEST_LISTED are listed); `count` is how many copies the mail stands for.
 */
export function notificationDigestMail(
  language: Language,
  data: {
    name: string;
    count: number;
    items: Array<{ title: string; message: string; link: string }>;
    link: string;
  },
) {
  const t = translator(language);
  const listed = data.items.slice(0, DIGEST_LISTED);
  const rest = Math.max(0, data.count - listed.length);
  const subject = t('notifications:mail.digest.subject', { count: data.count });
  const greeting = t('notifications:mail.notification.greeting', { name: data.name });
  const intro = t('notifications:mail.digest.intro', { count: data.count });
  const more = rest > 0 ? t('notifications:mail.digest.more', { count: rest }) : undefined;
  const open = t('notifications:mail.digest.open');
  const footer = t('notifications:mail.notification.footer');
  const entries = listed.map((i) => `• ${i.title}\n  ${i.message}\n  ${i.link}`);
  const items: MailItem[] = listed.map((i) => ({ title: i.title, message: i.message, href: i.link }));
  return {
    subject,
    text: [greeting, intro, ...entries, ...(more ? [more] : []), `${open}: ${data.link}`, footer].join(
      '\n\n',
    ),
    html: layout(subject, [greeting, intro, ...items, ...(more ? [more] : []), footer], {
      label: open,
      href: data.link,
    }),
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
