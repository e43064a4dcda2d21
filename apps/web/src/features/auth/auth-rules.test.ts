import { describe, expect, it } from 'vitest';
import {
  codeProblems,
  loginProblems,
  mobileProblems,
  signupProblems,
  type SignupForm,
} from './auth-rules';

const valid: SignupForm = {
  mobile: '09121234567',
  nationalCode: '0499370899',
  password: 'Parvaz1234',
  confirmPassword: 'Parvaz1234',
  referrerCode: '',
  captcha: 'ab12',
};

const keys = (problems: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(problems).map(([field, found]) => [field, found.key]));

describe('signupProblems', () => {
  it('accepts a complete form', () => {
    expect(signupProblems(valid, 'IR', 'IRN')).toEqual({});
  });

  it('names each problem by its message key', () => {
    expect(
      keys(
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
      ),
    ).toEqual({
      mobile: 'invalidMobile',
      nationalCode: 'invalidNationalId',
      password: 'passwordWeak',
      confirmPassword: 'passwordConflict',
      captcha: 'required',
    });
  });

  it('asks for what is missing, the confirmation too', () => {
    expect(
      keys(
        signupProblems(
          { ...valid, mobile: ' ', nationalCode: '', confirmPassword: '' },
          'IR',
          'IRN',
        ),
      ),
    ).toEqual({ mobile: 'required', nationalCode: 'required', confirmPassword: 'required' });
  });
});

describe('the other sign-in forms', () => {
  it('sign-in asks for the captcha only once the server wants one', () => {
    const empty = { username: ' ', password: '', captcha: '' };
    expect(keys(loginProblems(empty, false))).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(keys(loginProblems({ ...empty, username: '0912', password: 'x' }, true))).toEqual({
      captcha: 'required',
    });
  });

  it('a reset code is six digits, with a new password typed twice', () => {
    expect(keys(codeProblems({ code: '', password: '', confirmPassword: '' }, false))).toEqual({
      code: 'required',
    });
    expect(
      keys(codeProblems({ code: '12345', password: 'Parvaz1234', confirmPassword: 'x' }, true)),
    ).toEqual({ code: 'codeWrong', confirmPassword: 'passwordConflict' });
    expect(codeProblems({ code: '123456', password: '', confirmPassword: '' }, false)).toEqual({});
  });

  it('the forgotten password wants a mobile of the region', () => {
    expect(keys(mobileProblems({ mobile: '12', captcha: 'x' }, 'IR'))).toEqual({
      mobile: 'invalidMobile',
    });
  });
});
