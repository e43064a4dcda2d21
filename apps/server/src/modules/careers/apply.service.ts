import { randomBytes } from 'node:crypto';
import { careerLimits, cvMediaTypes } from '@parvaz/domain/careers/career-rules';
import type { ApplyJobRequest, JobApplied } from '@parvaz/domain/contracts/careers';
import type { Language } from '@parvaz/domain/languages';
import type { TenantConfig } from '@parvaz/domain/tenants/tenants';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { consumeCaptcha } from '../../platform/auth/captcha';
import { hitOrRefuse, type CallerLimit } from '../../platform/auth/rate-limit';
import type { Translate } from '../../platform/translator';
import { checkFiles, storeThen, type CheckedFile, type ReceivedFile } from '../../platform/uploads';
import { announceApplication } from './application-notices';
import { insertApplication } from './applications.repository';
import { positionOf } from './positions.repository';

export interface ApplyDeps {
  db: Database;
  now: () => Date;
  uploadsDir: string;
  translatorFor: (language: Language) => Translate;
  captchaKey: Buffer;
}

/** Who sends the application: the brand and language of the page, and the client's address. */
export interface Sender {
  tenant: TenantConfig;
  lang: Language;
  ip: string;
}

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `JA` and eight letters or digits that cannot be mistaken for one another. */
function newReference(): string {
  return `JA${[...randomBytes(8)].map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`;
}

const cvRules = { allowed: cvMediaTypes, maxBytes: careerLimits.cvBytes, maxFiles: 1 };

/** The one CV, its size and its type told by its bytes; a problem names the `cv` field. */
function checkCv(files: readonly ReceivedFile[]): CheckedFile {
  if (files.length === 0)
    throw new AppError('VALIDATION', 'cvRequired', { fields: { cv: 'cvRequired' } });
  try {
    const [cv] = checkFiles(files, cvRules);
    if (!cv) throw new AppError('VALIDATION', 'cvRequired', { fields: { cv: 'cvRequired' } });
    return cv;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const params = error.options.params ?? {};
    // A CV takes fewer types than other uploads: the message names its own.
    const key = error.messageKey === 'fileTypeNotAllowed' ? 'cvTypeNotAllowed' : error.messageKey;
    throw new AppError('VALIDATION', key, { params, fields: { cv: { key, params } } });
  }
}

/** An address's limit on applying (checked again before an application's CV is read). */
export function applicationAddressLimit(ip: string): CallerLimit {
  return {
    key: `job-apply:ip:${ip}`,
    rule: careerLimits.perAddress,
    message: 'applicationsTooFrequent',
  };
}

/**
 * `request/applyJob`: counted against the address and the mobile first (a wrong captcha too),
 * the position must be open on this brand, the CV is checked by its bytes before the captcha is
 * used up; then the file, the application and the SMS and e-mail with its reference.
 */
export async function applyForJob(
  deps: ApplyDeps,
  sender: Sender,
  input: ApplyJobRequest,
  files: readonly ReceivedFile[],
): Promise<JobApplied> {
  await hitOrRefuse(deps.db, applicationAddressLimit(sender.ip), deps.now());
  await hitOrRefuse(
    deps.db,
    {
      key: `job-apply:mobile:${input.mobile}`,
      rule: careerLimits.perMobile,
      message: 'applicationsTooFrequent',
    },
    deps.now(),
  );
  const position = await positionOf(deps.db, sender.tenant.id, input.positionId);
  if (!position?.open)
    throw new AppError('NOT_FOUND', 'jobPositionNotFound', {
      fields: { positionId: 'jobPositionNotFound' },
    });
  const cv = checkCv(files);
  const now = deps.now();
  await consumeCaptcha(deps.db, deps.captchaKey, sender.tenant.id, input, now);
  const reference = newReference();
  await storeThen(deps.uploadsDir, [cv], ([stored]) =>
    deps.db.transaction(async (tx) => {
      if (!stored) throw new Error('the CV was not stored');
      await insertApplication(tx, stored, {
        tenant: sender.tenant.id,
        reference,
        positionId: position.id,
        fullName: input.fullName,
        mobile: input.mobile,
        email: input.email,
        coverLetter: input.coverLetter,
        cvFileId: stored.id,
        createdAt: now,
      });
      await announceApplication(tx, deps.translatorFor(sender.lang), {
        tenant: sender.tenant,
        lang: sender.lang,
        reference,
        position: position.title,
        fullName: input.fullName,
        mobile: input.mobile,
        email: input.email,
      });
    }),
  );
  return { reference };
}
