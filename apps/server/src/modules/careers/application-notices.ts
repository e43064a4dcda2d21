import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';

/** Who applied, in the language they applied in. */
export interface Applicant {
  tenant: TenantConfig;
  lang: Language;
  reference: string;
  position: string;
  fullName: string;
  /** E.164. */
  mobile: string;
  email: string;
}

/** The reference by SMS and by e-mail, queued in the application's transaction. */
export async function announceApplication(
  tx: Database,
  t: Translate,
  to: Applicant,
): Promise<void> {
  const words = {
    brand: to.tenant.name[to.lang],
    reference: to.reference,
    position: to.position,
    fullName: to.fullName,
  };
  await enqueueMessage(tx, {
    tenant: to.tenant.id,
    channel: 'sms',
    recipient: to.mobile,
    body: t('jobAppliedSms', words),
  });
  await enqueueMessage(tx, {
    tenant: to.tenant.id,
    channel: 'email',
    recipient: to.email,
    subject: t('jobAppliedSubject', words),
    body: t('jobAppliedEmail', words),
  });
}
