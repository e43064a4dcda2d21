import { documentCalendar } from '@parvaz/domain/calendar/calendar-choice';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { formatIsoDay } from '@parvaz/domain/format/dates';
import { formatMoney } from '@parvaz/domain/format/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { LocalizedName } from '@parvaz/domain/reference/localized';
import {
  tenantIdSchema,
  tenantLink,
  tenants,
  type TenantConfig,
} from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import type { StayRow } from './hotel-stay.repository';

export interface NoticeDeps {
  translatorFor: (language: Language) => Translate;
}

/** What every message of a stay is written with: its brand (read once), language, money and dates. */
function wording(deps: NoticeDeps, stay: StayRow, hotelName: LocalizedName) {
  const lang: Language = isLanguage(stay.lang) ? stay.lang : 'en';
  const parsed = tenantIdSchema.safeParse(stay.tenant);
  const brand: TenantConfig | undefined = parsed.success ? tenants[parsed.data] : undefined;
  // The guest's money is what they were charged, in its currency (and a refund goes back in it).
  const currency = currencySchema.safeParse(stay.chargeCurrency);
  const money = (amount: number) =>
    currency.success ? formatMoney({ amount, currency: currency.data }, lang) : `${amount}`;
  // Dates in the brand's calendar and the language's digits, as its pages write them.
  const calendar = documentCalendar(brand?.calendar ?? 'gregorian', lang);
  return {
    t: deps.translatorFor(lang),
    money,
    /** A path of the site as a link on the brand's own address. */
    link: (path: string) => (brand ? tenantLink(brand, path) : path),
    params: {
      brand: brand?.name[lang] ?? stay.tenant,
      hotel: hotelName[lang],
      trackingCode: stay.trackingCode,
      checkIn: formatIsoDay(stay.checkIn, calendar, lang),
      checkOut: formatIsoDay(stay.checkOut, calendar, lang),
    },
  };
}

/**
 * The voucher by SMS (and e-mail when the contact gave one), in the stay's language, queued in
 * the transaction that confirms it: nothing is sent for a confirmation rolled back.
 */
export async function queueStayConfirmed(
  tx: Database,
  deps: NoticeDeps,
  stay: StayRow,
  hotelName: LocalizedName,
): Promise<void> {
  const { t, money, link, params } = wording(deps, stay, hotelName);
  const voucher = link(`/hotels/voucher/${stay.trackingCode}`);
  await enqueueMessage(tx, {
    tenant: stay.tenant,
    channel: 'sms',
    recipient: stay.contactMobile,
    body: t('hotelConfirmedSms', params),
  });
  if (stay.contactEmail)
    await enqueueMessage(tx, {
      tenant: stay.tenant,
      channel: 'email',
      recipient: stay.contactEmail,
      subject: t('hotelConfirmedSubject', params),
      body: t('hotelConfirmedEmail', { ...params, amount: money(stay.chargeAmount), voucher }),
    });
}

/** The cancellation and what comes back, by SMS, in the transaction that cancels. */
export async function queueStayCancelled(
  tx: Database,
  deps: NoticeDeps,
  stay: StayRow,
  hotelName: LocalizedName,
  /** What goes back, in the currency charged. */
  refund: number,
): Promise<void> {
  const { t, money, params } = wording(deps, stay, hotelName);
  await enqueueMessage(tx, {
    tenant: stay.tenant,
    channel: 'sms',
    recipient: stay.contactMobile,
    body: t('hotelCancelledSms', { ...params, refund: money(refund) }),
  });
}
