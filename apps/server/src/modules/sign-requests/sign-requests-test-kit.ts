import { iranianLegalIdCheckDigit } from '@parvaz/domain/companies/company-ids';
import { messagesTo } from '../../platform/outbox';
import { buildMultipart } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Applying at /sign through the API, for the sign request tests and the access matrix. */

export interface Json {
  status: string;
  data?: unknown;
  errors?: { error: string; code: string; fields?: Record<string, string> };
}

/** A PDF, a JPEG and a PNG as their first bytes tell them. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface Document {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** The three documents, as a scanner or a phone would give them. */
export function documents(tag = 'doc'): Document[] {
  return [
    { field: 'licence', name: `${tag}-licence.pdf`, type: 'application/pdf', data: pdf },
    { field: 'nationalCard', name: `${tag}-card.jpg`, type: 'image/jpeg', data: jpeg },
    { field: 'gazette', name: `${tag}-gazette.png`, type: 'image/png', data: png },
  ];
}

let serial = 0;

/** A client of its own, so the per-IP limits of one test never meet another's. */
export function freshIp(): string {
  serial += 1;
  return `10.77.${(serial >> 8) & 255}.${serial & 255}`;
}

/** A valid Iranian legal person's national id, different every call. */
export function legalId(): string {
  serial += 1;
  const ten = `14${String(1_000_000 + serial).padStart(8, '0')}`;
  return `${ten}${iranianLegalIdCheckDigit(ten)}`;
}

/** A fresh Iranian mobile in local form and its E.164. */
export function iranianMobile(): { local: string; e164: string } {
  serial += 1;
  const rest = String(3_000_000 + serial).padStart(7, '0');
  return { local: `0935${rest}`, e164: `+98935${rest}` };
}

/** A sepehran agency's details, valid by Iran's rules. */
export function agencyFields(mobile: string, overrides: Record<string, string> = {}) {
  return {
    kind: 'agency',
    name: 'آژانس هوایی ستاره کویر',
    nameEn: 'Setareh Kavir Travel',
    ceoName: 'مریم احمدی',
    agencyPhone: '021 8888 1234',
    contactPhone: mobile,
    email: 'office@setareh-kavir.example',
    nationalId: legalId(),
    economicCode: '411122223333',
    licenceNo: 'ب/۱۲۳۴',
    city: 'یزد',
    address: 'یزد، بلوار جمهوری، کوچهٔ بهار، پلاک ۱۲',
    ...overrides,
  };
}

export class SignRequestClient {
  constructor(
    private readonly t: TestApp,
    readonly tenant = 'sepehran',
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'x-tenant': this.tenant, lang: 'en', 'x-forwarded-for': freshIp(), ...extra };
  }

  async call(path: string, body: unknown, headers: Record<string, string> = {}) {
    const answer = await this.t.post(path, body, this.headers(headers));
    return { status: answer.status, json: answer.json as Json };
  }

  /** The newest code texted to the mobile (E.164). */
  async lastCode(mobile: string): Promise<string> {
    const [sms] = (await messagesTo(this.t.database.db, mobile)).filter(
      (message) => message.channel === 'sms',
    );
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${mobile}`);
    return code;
  }

  async send(fields: Record<string, string>, files: Document[], headers = {}) {
    const { payload, headers: multipart } = buildMultipart(fields, files);
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/api/request/sendAgentForm',
      payload,
      headers: { ...this.headers(headers), ...multipart },
    });
    return { status: response.statusCode, json: response.json() as Json };
  }

  /** A code to the contact mobile, then the request with it; answers the envelope. */
  async apply(fields: Record<string, string>, files = documents(), mobileE164?: string) {
    const mobile = mobileE164 ?? fields.contactPhone ?? '';
    const sent = await this.call('request/getAgentFormCode', { mobile: fields.contactPhone });
    if (sent.status !== 200) throw new Error(`no code: ${JSON.stringify(sent.json)}`);
    return this.send({ ...fields, code: await this.lastCode(mobile) }, files);
  }
}

export function referenceOf(answer: { json: Json }): string {
  const data = answer.json.data as { reference?: string } | undefined;
  if (!data?.reference) throw new Error(`no reference: ${JSON.stringify(answer.json)}`);
  return data.reference;
}
