import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { translator } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { layout } from '../../mail/templates';
import { paths } from '../../../shared/paths';
import { languageOfUser } from '../preferences/language-of-user';
import type { DisabledEndpoint } from './send-due-delivery';

/**
 * Tells every active admin, each in their own language, that the portal disabled an endpoint
 * after 24 h of failed deliveries. A failed message is logged (the outbox keeps it); the others go.
 */
export async function mailDisabledEndpoint(
  deps: { db: Database; mailer: Mailer; logger: Logger; baseURL: string },
  endpoint: DisabledEndpoint,
) {
  const admins = await deps.db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)));
  const link = new URL(paths.admin.webhookDeliveries.getHref(endpoint.id), deps.baseURL).toString();
  for (const admin of admins) {
    const t = translator(await languageOfUser(deps.db, admin.id));
    const params = {
      name: admin.name || admin.email,
      url: endpoint.url,
      description: endpoint.description ? ` (${endpoint.description})` : '',
    };
    const subject = t('mail:webhooks.disabled.subject', params);
    const greeting = t('mail:webhooks.disabled.greeting', params);
    const body = t('mail:webhooks.disabled.body', params);
    const next = t('mail:webhooks.disabled.next');
    const action = t('mail:webhooks.disabled.action');
    try {
      await deps.mailer.send({
        to: admin.email,
        subject,
        text: `${greeting}\n\n${body}\n\n${next}\n\n${action}: ${link}`,
        html: layout(subject, [greeting, body, next], { label: action, href: link }),
      });
    } catch (error) {
      deps.logger.error({ err: error, to: admin.id, endpoint: endpoint.id }, 'webhook disabled mail failed');
    }
  }
}
