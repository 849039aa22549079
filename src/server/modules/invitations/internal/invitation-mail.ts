import { translator } from '../../../lib/i18n';
import { layout } from '../../../mail/templates';
import type { Language } from '../../../../shared/schemas/preferences';

/** The invitation mail in the inviter's language, with the link to /invite. */
export function invitationMail(language: Language, data: { inviter: string; link: string }) {
  const t = translator(language);
  const subject = t('admin:mail.inviteSubject');
  const body = t('admin:mail.inviteBody', { inviter: data.inviter });
  const action = t('admin:mail.inviteAction');
  return {
    subject,
    text: `${t('admin:mail.inviteGreeting')},\n\n${body}\n\n${action}: ${data.link}\n\nWebsy`,
    html: layout(subject, [`${t('admin:mail.inviteGreeting')},`, body], { label: action, href: data.link }),
  };
}
