import TextField from '@mui/material/TextField';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useTenant } from '../../lib/tenant/app-config-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { login } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { asksForCaptcha } from '../../lib/forms/form-errors';
import { withNext } from './next-path';
import { PasswordField } from './password-field';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCaptcha } from '../../lib/captcha/use-captcha';

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
  const form = useFieldForm({ username: '', password: '', captcha: '' });
  const { username, password, captcha: captchaText } = form.values;
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha(form, needsCaptcha);

  if (signedIn && !form.busy) return <Navigate to={next} replace />;

  const submit = form.handleSubmit(
    () =>
      form.translate({
        username: username.trim() === '' ? 'required' : null,
        password: password === '' ? 'required' : null,
        captcha: needsCaptcha && captchaText.trim() === '' ? 'required' : null,
      }),
    async () => {
      const answer = needsCaptcha ? captcha.answer() : null;
      const result = await login(username.trim(), password, answer);
      if (result.ok) {
        afterSignIn(result.data);
        return;
      }
      // A captcha is single-use: after a failed try, or when one is first asked for, a new picture.
      if (needsCaptcha) captcha.renew();
      if (asksForCaptcha(result.error)) setNeedsCaptcha(true);
      form.showServerError(result.error);
    },
  );

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      notice={form.notice}
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
      <AuthForm onSubmit={submit} busy={form.busy} submitLabel={t('auth.loginSubmit')}>
        <TextField
          id={form.idOf('username')}
          label={t('auth.username')}
          value={username}
          required
          fullWidth
          error={Boolean(form.errors.username)}
          helperText={form.errors.username ?? t('auth.usernameHint')}
          onChange={(event) => form.change('username', normalizeDigits(event.target.value))}
          slotProps={{
            htmlInput: { dir: 'ltr', autoComplete: 'username', inputMode: 'tel' },
          }}
        />
        <PasswordField
          id={form.idOf('password')}
          label={t('auth.password')}
          value={password}
          autoComplete="current-password"
          error={form.errors.password}
          onChange={(value) => form.change('password', value)}
        />
        {needsCaptcha && <CaptchaField captcha={captcha} />}
      </AuthForm>
    </AuthLayout>
  );
}
