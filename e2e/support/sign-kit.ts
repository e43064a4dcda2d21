// Steps of the sign request journey (sign-requests.spec.ts, stored-xss-sign-requests.spec.ts): the
// three documents as files a person picks, the wizard filled in as a person does, and a request
// sent through the API with its code from the outbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { codeFromOutbox, type DevServer } from './accounts';
import type { Words } from './booking-flow';
import { field } from './booking-flow';

/** A PDF, a JPEG and a PNG as their first bytes tell them. */
const documentBytes = {
  licence: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  nationalCard: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
  gazette: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const documentNames = { licence: 'licence.pdf', nationalCard: 'card.jpg', gazette: 'gazette.png' };
const documentTypes = {
  licence: 'application/pdf',
  nationalCard: 'image/jpeg',
  gazette: 'image/png',
};
export type Purpose = keyof typeof documentBytes;
export const purposes: Purpose[] = ['licence', 'nationalCard', 'gazette'];

/** The documents written into `dir`, by what each is. */
export function writeDocuments(dir: string): Record<Purpose, string> {
  const paths = {} as Record<Purpose, string>;
  for (const purpose of purposes) {
    paths[purpose] = join(dir, documentNames[purpose]);
    writeFileSync(paths[purpose], documentBytes[purpose]);
  }
  return paths;
}

/** An Iranian agency's details, valid by Iran's rules (the national id's check digit). */
export function agencyDetails(mobile: string, overrides: Record<string, string> = {}) {
  return {
    kind: 'agency',
    name: 'آژانس هوایی ستاره کویر',
    nameEn: 'Setareh Kavir Travel',
    ceoName: 'مریم احمدی',
    licenceNo: 'ب/۱۲۳۴',
    nationalId: '10380284790',
    economicCode: '411122223333',
    agencyPhone: '035 3622 4455',
    city: 'یزد',
    address: 'یزد، بلوار جمهوری، کوچهٔ بهار، پلاک ۱۲',
    email: 'office@setareh-kavir.example',
    contactPhone: mobile,
    ...overrides,
  };
}

export type Details = ReturnType<typeof agencyDetails>;

const companyFields = [
  ['name', 'sign.field.name'],
  ['nameEn', 'sign.field.nameEn'],
  ['ceoName', 'sign.field.ceoName'],
  ['licenceNo', 'sign.field.licenceNo'],
  ['nationalId', 'sign.field.nationalId.IRN'],
  ['economicCode', 'sign.field.economicCode.IRN'],
  ['agencyPhone', 'sign.field.agencyPhone'],
  ['city', 'sign.field.city'],
  ['address', 'sign.field.address'],
] as const;

export async function next(page: Page, t: Words): Promise<void> {
  await page.getByRole('button', { name: t('sign.next'), exact: true }).click();
}

/** The step's heading, as the wizard names it ("Step 2 of 5: Company"). */
export async function atStep(page: Page, t: Words, step: string): Promise<void> {
  await page
    .getByRole('heading', { level: 3, name: new RegExp(`${t(`sign.step.${step}`)}$`) })
    .waitFor();
}

export async function fillCompany(page: Page, t: Words, details: Details): Promise<void> {
  for (const [name, label] of companyFields) await field(page, t(label)).fill(details[name]);
}

export async function pickDocuments(
  page: Page,
  t: Words,
  files: Record<Purpose, string>,
): Promise<void> {
  for (const purpose of purposes)
    await page
      .getByLabel(t(`sign.document.${purpose}`), { exact: true })
      .setInputFiles(files[purpose]);
}

/** A request sent through the API, as the form would (multipart), with its code from the outbox. */
export async function applyByApi(
  server: DevServer,
  details: Details,
  mobileE164: string,
  names: Partial<Record<Purpose, string>> = {},
  tenant = 'sepehran',
): Promise<{ status: string; reference?: string; errors?: unknown }> {
  const headers = { 'x-tenant': tenant, lang: 'en' };
  await fetch(`${server.url}/api/request/getAgentFormCode`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: details.contactPhone }),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(details)) form.set(name, value);
  form.set('code', await codeFromOutbox(server, mobileE164));
  for (const purpose of purposes)
    form.set(
      purpose,
      new Blob([documentBytes[purpose]], { type: documentTypes[purpose] }),
      names[purpose] ?? documentNames[purpose],
    );
  const response = await fetch(`${server.url}/api/request/sendAgentForm`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await response.json()) as {
    status: string;
    data?: { reference?: string };
    errors?: unknown;
  };
  return { status: body.status, reference: body.data?.reference, errors: body.errors };
}
