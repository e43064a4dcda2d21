import { formatMoney } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import type { BookingRow } from '../booking/booking.api';
import type { RefundDestination } from '@parvaz/domain/payments/refund-split';

/** Where the money went, as the messages say it. */
const destinationWords = {
  card: 'refundToCard',
  wallet: 'refundToWallet',
  'wallet+card': 'refundToWalletAndCard',
  credit: 'refundToCreditLine',
} as const satisfies Record<RefundDestination, string>;

/** A refunded ticket as the e-mail lists it. */
export interface RefundedTicketLine {
  passenger: string;
  flightNumber: string;
  origin: string;
  destination: string;
  ticketNumber: string;
  amount: number;
}

interface NoticeContext {
  tx: Database;
  booking: BookingRow;
  translatorFor: (language: Language) => Translate;
}

/** The booking's language, its translator, and the parameters every refund message has. */
function basics({ booking, translatorFor }: NoticeContext) {
  const lang: Language = isLanguage(booking.lang) ? booking.lang : 'en';
  const t = translatorFor(lang);
  const tenantId = tenantIdSchema.safeParse(booking.tenant);
  const brand = tenantId.success ? tenants[tenantId.data].name[lang] : booking.tenant;
  const money = (amount: number) => {
    const currency = currencySchema.safeParse(booking.currency);
    return currency.success
      ? formatMoney({ amount, currency: currency.data }, lang)
      : `${amount} ${booking.currency}`;
  };
  return {
    lang,
    t,
    money,
    params: { brand, trackingCode: booking.trackingCode, pnr: booking.pnr },
  };
}

/** "We received your refund request": by SMS, in the booking's language. */
export async function queueRefundRequested(ctx: NoticeContext): Promise<void> {
  const { t, params } = basics(ctx);
  await enqueueMessage(ctx.tx, {
    tenant: ctx.booking.tenant,
    channel: 'sms',
    recipient: ctx.booking.contactMobile,
    body: t('refundRequestedSms', params),
  });
}

/** The money is back: SMS, and an e-mail listing the tickets when the contact gave an address. */
export async function queueRefundSettled(
  ctx: NoticeContext,
  refund: { amount: number; destination: RefundDestination; tickets: RefundedTicketLine[] },
): Promise<void> {
  const { t, money, params } = basics(ctx);
  const destination = t(destinationWords[refund.destination]);
  const amount = money(refund.amount);
  await enqueueMessage(ctx.tx, {
    tenant: ctx.booking.tenant,
    channel: 'sms',
    recipient: ctx.booking.contactMobile,
    body: t('refundSettledSms', { ...params, amount, destination }),
  });
  if (!ctx.booking.contactEmail) return;
  const lines = refund.tickets.map((ticket) =>
    [
      ticket.passenger,
      ticket.flightNumber,
      `${ticket.origin}→${ticket.destination}`,
      ticket.ticketNumber,
      money(ticket.amount),
    ].join('  '),
  );
  await enqueueMessage(ctx.tx, {
    tenant: ctx.booking.tenant,
    channel: 'email',
    recipient: ctx.booking.contactEmail,
    subject: t('refundSubject', params),
    body: t('refundSettledEmail', { ...params, lines: lines.join('\n'), amount, destination }),
  });
}

/** The request was refused, with the reason the desk gave. */
export async function queueRefundRejected(ctx: NoticeContext, reason: string): Promise<void> {
  const { t, params } = basics(ctx);
  await enqueueMessage(ctx.tx, {
    tenant: ctx.booking.tenant,
    channel: 'sms',
    recipient: ctx.booking.contactMobile,
    body: t('refundRejectedSms', { ...params, reason }),
  });
}
