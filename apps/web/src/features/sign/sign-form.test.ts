import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import {
  emptySignForm,
  formFieldOf,
  signFormData,
  signResolver,
  stepOf,
  type SignForm,
} from './sign-form';

const valid: SignForm = {
  ...emptySignForm(),
  name: 'آژانس هوایی ستاره کویر',
  nameEn: 'Setareh Kavir Travel',
  ceoName: 'مریم احمدی',
  nationalId: '10380284790',
  economicCode: '411122223333',
  licenceNo: 'ب/۱۲۳۴',
  agencyPhone: '035 3622 4455',
  city: 'یزد',
  address: 'یزد، بلوار جمهوری، پلاک ۱۲',
  email: 'office@setareh-kavir.example',
  contactPhone: '09351112233',
  code: '123456',
  licence: new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
  nationalCard: new File(['jpeg'], 'card.jpg', { type: 'image/jpeg' }),
  gazette: new File(['png'], 'gazette.png', { type: 'image/png' }),
};

async function problems(form: SignForm, onFile = {}): Promise<Record<string, string>> {
  const result = await signResolver('IRN', () => onFile)(
    form,
    undefined,
    {} as ResolverOptions<SignForm>,
  );
  const errors = result.errors as FieldErrors<SignForm>;
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, String(error?.message)]),
  );
}

describe('the sign request form', () => {
  it('checks the company by the brand’s country, as the server does', async () => {
    expect(await problems(valid)).toEqual({});
    expect(
      await problems({ ...valid, nationalId: '10380284791', agencyPhone: '123', nameEn: 'ستاره' }),
    ).toEqual({
      nationalId: 'invalidCompanyNationalId',
      agencyPhone: 'invalidPhone',
      nameEn: 'latinCompanyName',
    });
  });

  it('wants each document once, as a PDF, JPEG or PNG of at most 2 MB, unless one is on record', async () => {
    const gif = new File(['GIF89a'], 'card.gif', { type: 'image/gif' });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    expect(await problems({ ...valid, licence: null, nationalCard: gif, gazette: big })).toEqual({
      licence: 'documentRequired',
      nationalCard: 'documentTypeNotAllowed',
      gazette: 'fileTooLarge?max=2+MB',
    });
    // A corrected request keeps the documents it does not replace.
    expect(
      await problems({ ...valid, licence: null }, { licence: { name: 'old.pdf', size: 10 } }),
    ).toEqual({});
  });

  it('sends the fields and the files as one multipart body, with the reference when corrected', () => {
    const body = signFormData(valid, 'SRABCD2345');
    expect(body.get('nationalId')).toBe('10380284790');
    expect(body.get('reference')).toBe('SRABCD2345');
    expect((body.get('licence') as File).name).toBe('licence.pdf');
    expect(signFormData({ ...valid, gazette: null }, null).has('gazette')).toBe(false);
    expect(signFormData(valid, null).has('reference')).toBe(false);
  });

  it('takes the server’s errors back to the step that shows their field', () => {
    expect(formFieldOf('mobile')).toBe('contactPhone');
    expect(formFieldOf('nationalId')).toBe('nationalId');
    expect(formFieldOf('nothing')).toBeNull();
    expect(stepOf('nationalId')).toBe(1);
    expect(stepOf('gazette')).toBe(2);
    expect(stepOf('code')).toBe(3);
  });
});
