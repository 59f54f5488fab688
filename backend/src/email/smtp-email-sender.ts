import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender.js';

/**
 * Sends each e-mail at once over SMTP. Unlike the outbox it cannot join the caller's
 * transaction: an e-mail sent just before a rollback stays sent, which only ever repeats a link
 * the shopper can ask for again.
 */
export function smtpEmailSender(
  smtpUrl: string,
  from: string,
  storefrontUrl: string,
): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    storefrontUrl,
    send: async ({ to, subject, text, attachments = [] }) => {
      await transport.sendMail({ from, to, subject, text, attachments });
    },
    close: () => transport.close(),
  };
}
