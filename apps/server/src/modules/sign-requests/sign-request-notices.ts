import type { ReviewDecision } from '@parvaz/domain/companies/sign-request-rules';
import { isLanguage, type Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { enqueueMessage } from '../../platform/outbox';
import type { Translate } from '../../platform/translator';
import { passwordSetPath } from '../auth/auth.api';

/** Where the applicant's messages are written from: the brand, and the site's origin for links. */
export interface NoticeContext {
  tenant: TenantConfig;
  translatorFor: (language: Language) => Translate;
  /** `https://sepehran.parvaz.travel`: links lead back to the brand the request was made on. */
  origin: string;
}

/** The applicant as the messages address them, in the language they applied in. */
export interface Applicant {
  reference: string;
  name: string;
  contactPhone: string;
  email: string;
  lang: string;
}

function languageOf(applicant: Applicant, tenant: TenantConfig): Language {
  return isLanguage(applicant.lang) ? applicant.lang : tenant.locale;
}

/** A link to a page of the site, in the applicant's language when it is not the brand's. */
function linkTo(ctx: NoticeContext, path: string, language: Language): string {
  if (language === ctx.tenant.locale) return `${ctx.origin}${path}`;
  return `${ctx.origin}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

async function send(
  tx: Database,
  ctx: NoticeContext,
  applicant: Applicant,
  message: { sms: string; subject: string; email: string },
): Promise<void> {
  await enqueueMessage(tx, {
    tenant: ctx.tenant.id,
    channel: 'sms',
    recipient: applicant.contactPhone,
    body: message.sms,
  });
  await enqueueMessage(tx, {
    tenant: ctx.tenant.id,
    channel: 'email',
    recipient: applicant.email,
    subject: message.subject,
    body: message.email,
  });
}

/** The request (or its correction) was taken: its reference by SMS and e-mail. */
export async function noticeReceived(
  tx: Database,
  ctx: NoticeContext,
  applicant: Applicant,
): Promise<void> {
  const language = languageOf(applicant, ctx.tenant);
  const t = ctx.translatorFor(language);
  const words = {
    brand: ctx.tenant.name[language],
    reference: applicant.reference,
    company: applicant.name,
    statusUrl: linkTo(ctx, `/sign?reference=${applicant.reference}`, language),
  };
  await send(tx, ctx, applicant, {
    sms: t('signRequestReceivedSms', words),
    subject: t('signRequestReceivedSubject', words),
    email: t('signRequestReceivedEmail', words),
  });
}

const decisionKeys = {
  approve: { sms: 'signRequestApprovedSms', email: 'signRequestApprovedEmail' },
  needsChanges: { sms: 'signRequestNeedsChangesSms', email: 'signRequestNeedsChangesEmail' },
  decline: { sms: 'signRequestDeclinedSms', email: 'signRequestDeclinedEmail' },
} as const;

/**
 * The operator's decision with its note: approved, a link to set the new account's password;
 * changes asked, a link back to the request; declined, the reason.
 */
export async function noticeDecision(
  tx: Database,
  ctx: NoticeContext,
  applicant: Applicant,
  decision: ReviewDecision,
  note: string,
): Promise<void> {
  const language = languageOf(applicant, ctx.tenant);
  const t = ctx.translatorFor(language);
  const path =
    decision === 'approve'
      ? passwordSetPath(applicant.contactPhone)
      : `/sign?reference=${applicant.reference}`;
  const words = {
    brand: ctx.tenant.name[language],
    reference: applicant.reference,
    company: applicant.name,
    mobile: applicant.contactPhone,
    note,
    link: linkTo(ctx, path, language),
  };
  const keys = decisionKeys[decision];
  await send(tx, ctx, applicant, {
    sms: t(keys.sms, words).trim(),
    subject: t('signRequestDecisionSubject', words),
    email: t(keys.email, words).replace(/\n{3,}/g, '\n\n'),
  });
}
