import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from './outbox';
import { mailProvider, outboxProvider } from './mail-provider';

describe('outbox e-mail through SMTP', () => {
  it('sends e-mail through the transport and everything else to the other provider', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sentMail: string[] = [];
    const others: OutgoingMessage[] = [];
    // nodemailer's JSON transport builds the whole message and hands it back instead of sending.
    const provider = mailProvider(
      {
        sendMail: async (mail: SendMailOptions) => {
          const info = await transport.sendMail(mail);
          sentMail.push(String(info.message));
          return info;
        },
      },
      { send: async (message) => void others.push(message) },
    );
    await provider.send({
      tenant: 'sepehran',
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Your e-tickets',
      body: 'Hello',
    });
    await provider.send({ tenant: 'sepehran', channel: 'sms', recipient: '+98912', body: 'Hi' });
    expect(sentMail).toHaveLength(1);
    const mail: unknown = JSON.parse(sentMail[0] ?? '{}');
    expect(mail).toMatchObject({
      subject: 'Your e-tickets',
      text: 'Hello',
      to: [{ address: 'a@example.com' }],
    });
    expect(others.map((m) => m.channel)).toEqual(['sms']);
  });

  it('keeps the other provider alone when no SMTP server is set', () => {
    const others = { send: async () => undefined };
    expect(outboxProvider(undefined, others)).toBe(others);
    expect(outboxProvider('smtp://localhost:2525', others)).not.toBe(others);
  });
});
