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

/** The keys of one notice's words: its SMS, and its e-mail's subject and body. */
interface NoticeKeys {
  sms: string;
  subject: string;
  email: string;
}

/** A notice by SMS, and by e-mail when one was given; queued in the case's transaction. */
async function sendNotice(
  tx: Database,
  t: Translate,
  to: CaseRecipient,
  keys: NoticeKeys,
  more: Record<string, string> = {},
): Promise<void> {
  const words = {
    brand: to.tenant.name[to.lang],
    reference: to.reference,
    fullName: to.fullName,
    caseUrl: caseUrl(to),
    ...more,
  };
  await enqueueMessage(tx, {
    tenant: to.tenant.id,
    channel: 'sms',
    recipient: to.mobile,
    body: t(keys.sms, words),
  });
  if (to.email)
    await enqueueMessage(tx, {
      tenant: to.tenant.id,
      channel: 'email',
      recipient: to.email,
      subject: t(keys.subject, words),
      body: t(keys.email, words),
    });
}

/** The reference by SMS, and by e-mail when one was given. */
export async function announceCase(tx: Database, t: Translate, to: CaseRecipient): Promise<void> {
  await sendNotice(tx, t, to, {
    sms: 'caseReceivedSms',
    subject: 'caseReceivedSubject',
    email: 'caseReceivedEmail',
  });
}

/** The desk answered: an SMS with the reference, and the answer itself by e-mail when given. */
export async function announceAnswer(
  tx: Database,
  t: Translate,
  to: CaseRecipient,
  answer: string,
): Promise<void> {
  await sendNotice(
    tx,
    t,
    to,
    { sms: 'caseAnsweredSms', subject: 'caseAnsweredSubject', email: 'caseAnsweredEmail' },
    { answer },
  );
}
