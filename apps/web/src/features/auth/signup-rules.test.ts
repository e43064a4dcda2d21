import { describe, expect, it } from 'vitest';
import { signupProblems, type SignupForm } from './signup-rules';

const valid: SignupForm = {
  mobile: '09121234567',
  nationalCode: '0499370899',
  password: 'Parvaz1234',
  confirmPassword: 'Parvaz1234',
  referrerCode: '',
  captcha: 'ab12',
};

describe('signupProblems', () => {
  it('accepts a complete form', () => {
    expect(signupProblems(valid, 'IR', 'IRN')).toEqual({});
  });

  it('names each problem by its message key', () => {
    expect(
      signupProblems(
        {
          mobile: '0912',
          nationalCode: '1234567890',
          password: 'short',
          confirmPassword: 'other',
          referrerCode: '',
          captcha: '',
        },
        'IR',
        'IRN',
      ),
    ).toEqual({
      mobile: 'invalidMobile',
      nationalCode: 'invalidNationalId',
      password: 'passwordWeak',
      confirmPassword: 'passwordConflict',
      captcha: 'required',
    });
  });

  it('asks for the confirmation when it is empty', () => {
    expect(signupProblems({ ...valid, confirmPassword: '' }, 'IR', 'IRN')).toEqual({
      confirmPassword: 'required',
    });
  });
});
