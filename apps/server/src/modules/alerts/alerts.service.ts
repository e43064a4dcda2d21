import { documentCalendar } from '@parvaz/domain/calendar/calendar-choice';
import { formatIsoDay } from '@parvaz/domain/format/dates';
import { addDays, formatIsoDate, parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { formatMoney } from '@parvaz/domain/format/money';
import { currencySchema } from '@parvaz/domain/contracts/money';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import { salesCutoffMs } from '@parvaz/domain/limits';
import { cityByCode } from '@parvaz/domain/reference/cities';
import { tenantIdSchema, tenants, type TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import { cheapestFareOn } from '../flights/flights.api';
import {
  claimActiveAlerts,
  expireAlertsBefore,
  insertAlert,
  updateAlert,
  type PriceAlert,
} from './alerts.repository';

export interface AlertDeps {
  db: Database;
  now: () => Date;
  translatorFor: (language: Language) => Translate;
}

async function cheapestOn(
  deps: AlertDeps,
  db: Database,
  alert: Pick<PriceAlert, 'originCity' | 'destinationCity' | 'departureDate'>,
) {
  return cheapestFareOn(
    db,
    { originCity: alert.originCity, destinationCity: alert.destinationCity },
    alert.departureDate,
    new Date(deps.now().getTime() + salesCutoffMs),
  );
}

/** Stores an alert with the price on sale now, so that only a later change is news. */
export async function createPriceAlert(
  deps: AlertDeps,
  tenant: TenantConfig,
  lang: Language,
  input: {
    mobile?: string | undefined;
    email?: string | undefined;
    origin: string;
    destination: string;
    departureDate: string;
    targetPrice?: number | undefined;
  },
): Promise<{ id: number }> {
  const current = await cheapestOn(deps, deps.db, {
    originCity: input.origin,
    destinationCity: input.destination,
    departureDate: input.departureDate,
  });
  const id = await insertAlert(deps.db, {
    tenant: tenant.id,
    lang,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    originCity: input.origin,
    destinationCity: input.destination,
    departureDate: input.departureDate,
    targetPrice: input.targetPrice ?? null,
    currency: current?.currency ?? null,
    lastSeenPrice: current?.price ?? null,
  });
  return { id };
}

/** What an alert should say now, if anything: a fare appeared, reached the target or dropped. */
export function alertNews(
  alert: Pick<PriceAlert, 'targetPrice' | 'lastSeenPrice'>,
  price: number | undefined,
): 'available' | 'dropped' | null {
  if (price === undefined) return null;
  if (alert.targetPrice !== null) {
    const wasAbove = alert.lastSeenPrice === null || alert.lastSeenPrice > alert.targetPrice;
    return price <= alert.targetPrice && wasAbove
      ? alert.lastSeenPrice === null
        ? 'available'
        : 'dropped'
      : null;
  }
  if (alert.lastSeenPrice === null) return 'available';
  return price < alert.lastSeenPrice ? 'dropped' : null;
}

/** The job: looks at every active alert and queues an SMS and/or e-mail where there is news. */
export async function checkPriceAlerts(deps: AlertDeps, batchSize = 200): Promise<number> {
  // A day of slack: "today" differs by zone and an alert must not end before its date does anywhere.
  const yesterdayUtc = formatIsoDate(addDays(parseIsoDate(localDateIn(deps.now(), 'UTC')), -1));
  await expireAlertsBefore(deps.db, yesterdayUtc);
  return deps.db.transaction(async (tx) => {
    let notified = 0;
    for (const alert of await claimActiveAlerts(tx, batchSize)) {
      const current = await cheapestOn(deps, tx, alert);
      const news = alertNews(alert, current?.price);
      if (news && current) {
        await notify(deps, tx, alert, news, {
          amount: current.price,
          currency: currencySchema.parse(current.currency),
        });
        notified++;
      }
      if (current && current.price !== alert.lastSeenPrice) {
        await updateAlert(tx, alert.id, {
          lastSeenPrice: current.price,
          currency: current.currency,
          ...(news ? { notifiedAt: deps.now() } : {}),
        });
      }
    }
    return notified;
  });
}

async function notify(
  deps: AlertDeps,
  db: Database,
  alert: PriceAlert,
  news: 'available' | 'dropped',
  price: { amount: number; currency: 'IRR' | 'USD' | 'KWD' },
): Promise<void> {
  const lang: Language = isLanguage(alert.lang) ? alert.lang : 'en';
  const tenant = tenants[tenantIdSchema.catch('turk').parse(alert.tenant)];
  const t = deps.translatorFor(lang);
  const params = {
    brand: tenant.name[lang],
    origin: cityByCode(alert.originCity)?.name[lang] ?? alert.originCity,
    destination: cityByCode(alert.destinationCity)?.name[lang] ?? alert.destinationCity,
    // The day of the flight as the brand's pages write it: its calendar, the language's digits.
    date: formatIsoDay(alert.departureDate, documentCalendar(tenant.calendar, lang), lang),
    price: formatMoney(price, lang),
  };
  const body = t(news === 'available' ? 'alertFareAvailable' : 'alertPriceDropped', params);
  if (alert.mobile)
    await enqueueMessage(db, { tenant: tenant.id, channel: 'sms', recipient: alert.mobile, body });
  if (alert.email) {
    await enqueueMessage(db, {
      tenant: tenant.id,
      channel: 'email',
      recipient: alert.email,
      subject: t('alertSubject', params),
      body,
    });
  }
}
