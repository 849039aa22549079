import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail-outbox';
import type { Logger } from '../lib/logger';

export interface MailAttachment {
  filename: string;
  /** Text (an .ics) or bytes (a PDF). */
  content: string | Buffer;
  /** With its parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sent with the message; the outbox keeps the text only. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP connections kept open and used at once (nodemailer's pool): a message then costs its own
 * exchange only, not a connection, TLS and greeting each (decision 0051). The e-mail copies' job mails
 * as many people at once (sizing in jobs/notification-emails.ts). Parameters of SMTP_URL
 * (`?pool=false`, `?maxConnections=5`) take precedence.
 */
export const SMTP_POOL_CONNECTIONS = 3;

/**
 * Every message is recorded in `mail_outbox`. With SMTP_URL it is delivered through nodemailer;
 * without it the log line carries the text (and so its links), so password reset works out of
 * the box.
 */
export function createMailer(opts: {
  db: Database;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: SMTP_POOL_CONNECTIONS })
    : undefined;

  return {
    async send({ attachments, ...message }) {
      if (!transport) {
        await opts.db.insert(mailOutbox).values({ ...message, status: 'logged', sentAt: new Date() });
        opts.logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail (no SMTP_URL):\n${message.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...message, ...(attachments && { attachments }) });
        await opts.db.insert(mailOutbox).values({ ...message, status: 'sent', sentAt: new Date() });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await opts.db.insert(mailOutbox).values({ ...message, status: 'failed', error: text });
        opts.logger.error({ err: error, mail: { to: message.to } }, 'mail delivery failed');
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
