import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';
import type { MessageProvider } from './outbox';

/** The part of a nodemailer transport the outbox uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

export function mailProvider(
  transport: MailTransport,
  others: MessageProvider,
  from = 'no-reply@parvaz.travel',
): MessageProvider {
  return {
    async send(message) {
      if (message.channel !== 'email') return others.send(message);
      const tenant = tenantIdSchema.safeParse(message.tenant);
      const brand = tenant.success ? tenants[tenant.data].name.en : 'Parvaz';
      await transport.sendMail({
        from: { name: brand, address: from },
        to: message.recipient,
        subject: message.subject ?? brand,
        text: message.body,
      });
    },
  };
}

/** The outbox's provider: SMTP for e-mail when `smtpUrl` is set, else only `others`. */
export function outboxProvider(
  smtpUrl: string | undefined,
  others: MessageProvider,
): MessageProvider {
  if (!smtpUrl) return others;
  return mailProvider(nodemailer.createTransport(smtpUrl), others);
}
