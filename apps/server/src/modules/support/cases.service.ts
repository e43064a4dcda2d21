import { randomBytes } from 'node:crypto';
import { trackingCodeBytes, trackingCodeFromBytes } from '@parvaz/domain/booking/pnr';
import { caseLimits, caseTitle, type CaseKind } from '@parvaz/domain/cases/case-rules';
import type {
  CaseCreated,
  CaseLookup,
  CaseView,
  ComplaintRequest,
  ContactRequest,
  SafetyRequest,
} from '@parvaz/domain/contracts/cases';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import { isSameMobile } from '@parvaz/domain/validation/contact';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { consumeCaptcha } from '../../platform/auth/captcha';
import { count, hit, hitOrRefuse, type CallerLimit } from '../../platform/auth/rate-limit';
import { checkFiles, insertFileRows, storeThen, type ReceivedFile } from '../../platform/uploads';
import { caseByReference, insertCase, type NewCase } from './cases.repository';
import { announceCase } from './case-notices';
import { insertMessage, messagesOf } from './support.repository';
import { attachmentRules, type SupportDeps } from './support.service';

export interface CaseDeps extends SupportDeps {
  captchaKey: Buffer;
}

/** Who sends a case: the brand and language of the request, its address, the site's origin. */
export interface CaseSender {
  tenant: TenantConfig;
  lang: Language;
  ip: string;
  /** Where the e-mail's link to the case page points (the brand's own host). */
  origin: string;
}

/** What every form gives, whatever its kind. */
interface CaseInput {
  kind: CaseKind;
  fullName: string;
  mobile: string;
  email: string;
  text: string;
  subject: string;
  confidential: boolean;
  details: Record<string, string>;
  captchaId: string;
  captcha: string;
}

/** A reference is ten digits, as a tracking code: easy to read out and to type on any keyboard. */
const newReference = () => trackingCodeFromBytes(randomBytes(trackingCodeBytes));

/** Inserts the case under a fresh reference, drawing again on the rare clash. */
async function insertUnderNewReference(
  tx: Database,
  values: Omit<NewCase, 'reference'>,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference();
    const id = await insertCase(tx, { ...values, reference });
    if (id !== null) return { id, reference };
  }
  throw new Error('no free case reference after five draws');
}

/** An address's limit on sending cases (checked again before a case's files are read). */
export function caseAddressLimit(ip: string): CallerLimit {
  return { key: `case:ip:${ip}`, rule: caseLimits.perAddress, message: 'casesTooFrequent' };
}

/**
 * A visitor's case: counted against the address's limit first (a wrong captcha too, so guessing
 * one is slow), the files checked before the captcha is used up, then the case, its first
 * message and files in one transaction with the SMS (and e-mail) that gives the reference.
 */
async function openCase(
  deps: CaseDeps,
  sender: CaseSender,
  input: CaseInput,
  files: readonly ReceivedFile[],
): Promise<CaseCreated> {
  const now = deps.now();
  await hitOrRefuse(deps.db, caseAddressLimit(sender.ip), now);
  const checked = checkFiles(files, attachmentRules);
  await consumeCaptcha(deps.db, deps.captchaKey, sender.tenant.id, input, now);
  return storeThen(deps.uploadsDir, checked, (stored) =>
    deps.db.transaction(async (tx) => {
      const { id, reference } = await insertUnderNewReference(tx, {
        tenant: sender.tenant.id,
        kind: input.kind,
        fullName: input.fullName,
        mobile: input.mobile,
        email: input.email || null,
        confidential: input.confidential,
        details: input.details,
        title: caseTitle(input.subject, input.text),
        lang: sender.lang,
        now,
      });
      const messageId = await insertMessage(tx, {
        requestId: id,
        authorId: null,
        authorType: 'Customer',
        text: input.text,
        now,
      });
      await insertFileRows(tx, null, messageId, stored, now);
      await announceCase(tx, deps.translatorFor(sender.lang), {
        tenant: sender.tenant,
        lang: sender.lang,
        origin: sender.origin,
        reference,
        fullName: input.fullName,
        mobile: input.mobile,
        email: input.email || null,
      });
      return { reference };
    }),
  );
}

/** Only what was given goes into a case's details. */
function given(details: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== ''));
}

/** `request/createRequest`: the contact form. */
export function sendContact(
  deps: CaseDeps,
  sender: CaseSender,
  input: ContactRequest,
  files: readonly ReceivedFile[],
): Promise<CaseCreated> {
  const details = given({ subject: input.subject });
  return openCase(deps, sender, { ...input, kind: 'contact', confidential: false, details }, files);
}

/** `request/email/report/complaint`. */
export function sendComplaint(
  deps: CaseDeps,
  sender: CaseSender,
  input: ComplaintRequest,
  files: readonly ReceivedFile[],
): Promise<CaseCreated> {
  const details = given({ trackingCode: input.trackingCode });
  const kind = 'complaint' as const;
  return openCase(
    deps,
    sender,
    { ...input, kind, subject: '', confidential: false, details },
    files,
  );
}

/** `request/email/report/safety`: confidential when the reporter asks it to be. */
export function sendSafetyReport(
  deps: CaseDeps,
  sender: CaseSender,
  input: SafetyRequest,
  files: readonly ReceivedFile[],
): Promise<CaseCreated> {
  const details = given({ flightNumber: input.flightNumber, date: input.date });
  return openCase(deps, sender, { ...input, kind: 'safety', subject: '', details }, files);
}

/**
 * `request/getCase`: the case a reference and mobile name, on the caller's brand, with its
 * messages. A wrong pair answers exactly as an unknown reference and counts against the
 * address (429 past the limit), so references cannot be probed.
 */
export async function lookupCase(
  deps: { db: Database; now: () => Date },
  caller: { tenant: TenantConfig; ip: string },
  input: CaseLookup,
): Promise<CaseView> {
  const now = deps.now();
  const key = `case-lookup:ip:${caller.ip}`;
  const { max, windowMs } = caseLimits.lookup;
  if ((await count(deps.db, key, windowMs, now)) >= max)
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  const row = await caseByReference(deps.db, caller.tenant.id, input.reference);
  const region = tenantPhoneRegion[caller.tenant.defaultNationality];
  if (!row || !isSameMobile(row.mobile, input.mobile, region)) {
    await hit(deps.db, key, windowMs, now);
    throw new AppError('NOT_FOUND', 'caseNotFound');
  }
  const messages = await messagesOf(deps.db, row.id);
  return {
    reference: row.reference,
    kind: row.kind,
    title: row.title,
    status: row.status,
    confidential: row.confidential,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages: messages.map((m) => ({
      authorType: m.authorType,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      files: m.files.map((f) => ({ name: f.name, size: f.size })),
    })),
  };
}
