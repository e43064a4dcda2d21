import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';

/** Who a case's messages go to, in the language they wrote in. */
export interface CaseRecipient {
  tenant: TenantConfig;
  lang: Language;
  /** The brand's site, for the link to the case page. */
  origin: string;
  reference: string;
  fullName: string;
  /** E.164. */
  mobile: string;
  email: string | null;
}

/** The case page with the reference filled in, in the sender's language. */
function caseUrl(to: CaseRecipient): string {
  const query = new URLSearchParams({ reference: to.reference });
  if (to.lang !== to.tenant.locale) query.set('lang', to.lang);
  return `${to.origin}/case?${query.toString()}`;
}

/** The reference by SMS, and by e-mail when one was given; queued in the case's transaction. */
export async function announceCase(tx: Database, t: Translate, to: CaseRecipient): Promise<void> {
  const words = {
    brand: to.tenant.name[to.lang],
    reference: to.reference,
    fullName: to.fullName,
    caseUrl: caseUrl(to),
  };
  await enqueueMessage(tx, {
    tenant: to.tenant.id,
    channel: 'sms',
    recipient: to.mobile,
    body: t('caseReceivedSms', words),
  });
  if (to.email)
    await enqueueMessage(tx, {
      tenant: to.tenant.id,
      channel: 'email',
      recipient: to.email,
      subject: t('caseReceivedSubject', words),
      body: t('caseReceivedEmail', words),
    });
}

/** The desk answered: an SMS with the reference, and the answer itself by e-mail when given. */
export async function announceAnswer(
  tx: Database,
  t: Translate,
  to: CaseRecipient,
  answer: string,
): Promise<void> {
  const words = {
    brand: to.tenant.name[to.lang],
    reference: to.reference,
    fullName: to.fullName,
    caseUrl: caseUrl(to),
    answer,
  };
  await enqueueMessage(tx, {
    tenant: to.tenant.id,
    channel: 'sms',
    recipient: to.mobile,
    body: t('caseAnsweredSms', words),
  });
  if (to.email)
    await enqueueMessage(tx, {
      tenant: to.tenant.id,
      channel: 'email',
      recipient: to.email,
      subject: t('caseAnsweredSubject', words),
      body: t('caseAnsweredEmail', words),
    });
}
