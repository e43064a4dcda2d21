import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useTenant } from '../../lib/tenant/app-config-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { login } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import type { LoginForm } from './auth-rules';
import { CaptchaFieldAfterAPress } from '../../lib/captcha/captcha-field-after-a-press';
import { asksForCaptcha } from '../../lib/forms/form-errors';
import { FormTextField } from '../../lib/forms/form-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { withNext } from './next-path';
import { PasswordField } from './password-field';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { useCaptcha } from '../../lib/captcha/use-captcha';

const fields = ['username', 'password', 'captcha'] as const;
const resolver = lazyResolver(() => import('./auth-rules').then((rules) => rules.loginResolver));

/**
 * /login: national code or mobile and password; a captcha once the server asks for one. Staff
 * of login-off tenants sign in here too (PRODUCT.md decision 3), so the form is always there.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const signedIn = useAuthStore((state) => state.user_info !== null);
  const next = useNextPath();
  const afterSignIn = useAfterSignIn();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const form = useForm<LoginForm, { needsCaptcha: boolean }>({
    defaultValues: { username: '', password: '', captcha: '' },
    resolver,
    context: { needsCaptcha },
  });
  const captcha = useCaptcha(form, idOf('captcha'), needsCaptcha);
  const submit = useFormSubmit(form, async (values) => {
    const answer = needsCaptcha ? captcha.answer() : null;
    const result = await login(values.username.trim(), values.password, answer);
    if (result.ok) {
      afterSignIn(result.data);
      return;
    }
    // A captcha is single-use: after a failed try, or when one is first asked for, a new picture.
    if (needsCaptcha) captcha.renew();
    if (asksForCaptcha(result.error)) setNeedsCaptcha(true);
    return showRefusal(form, result.error, fields);
  });

  if (signedIn && !submit.busy) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      notice={submit.notice ? { severity: 'error', text: submit.notice } : null}
      footer={
        <>
          <AuthLink to={withNext('/forgetPassword', next)}>{t('auth.forgotLink')}</AuthLink>
          {tenant.signupAllow && (
            <AuthLink lead={t('auth.noAccount')} to={withNext('/signup', next)}>
              {t('auth.signupLink')}
            </AuthLink>
          )}
        </>
      }
    >
      <AuthForm onSubmit={submit.onSubmit} busy={submit.busy} submitLabel={t('auth.loginSubmit')}>
        <FormTextField
          control={form.control}
          name="username"
          id={idOf('username')}
          label={t('auth.username')}
          required
          fullWidth
          hint={t('auth.usernameHint')}
          normalize={normalizeDigits}
          slotProps={{
            htmlInput: { dir: 'ltr', autoComplete: 'username', inputMode: 'tel' },
          }}
        />
        <PasswordField
          control={form.control}
          name="password"
          id={idOf('password')}
          label={t('auth.password')}
          autoComplete="current-password"
        />
        {needsCaptcha && <CaptchaFieldAfterAPress captcha={captcha} />}
      </AuthForm>
    </AuthLayout>
  );
}
