import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify/notifier';
import { useTenant } from '../../lib/tenant/app-config-context';
import { requestPasswordReset, resetPassword, type CodeSent } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { MobileField } from './mobile-field';
import { withNext } from './next-path';
import { NewPasswordFields } from './password-field';
import { mobileProblem, newPasswordProblems } from './signup-rules';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { CodeStep, type CodeStepBase } from './verify-code-step';

/**
 * /forgetPassword: the account's mobile and a captcha; then the code and a new password. A new
 * partner's account (an approved sign request) is sent here with its mobile in the address
 * (`?mobile=`), filled in, to set its first password.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<CodeSent | null>(null);
  return sent ? (
    <ResetStep sent={sent} onResent={setSent} onBack={() => setSent(null)} />
  ) : (
    <MobileStep onSent={setSent} />
  );
}

function MobileStep({ onSent }: { onSent: (sent: CodeSent) => void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const next = useNextPath();
  const [params] = useSearchParams();
  const form = useFieldForm({ mobile: params.get('mobile')?.slice(0, 32) ?? '', captcha: '' });
  const { mobile, captcha: captchaText } = form.values;
  const captcha = useCaptcha(form, true);

  const submit = form.handleSubmit(
    () =>
      form.translate({
        mobile: mobileProblem(mobile, tenantPhoneRegion[tenant.defaultNationality]),
        captcha: captchaText.trim() === '' ? 'required' : null,
      }),
    async () => {
      const answer = captcha.answer();
      if (!answer) return;
      const result = await requestPasswordReset(mobile.trim(), answer);
      if (result.ok) {
        onSent(result.data);
        return;
      }
      captcha.renew();
      form.showServerError(result.error);
    },
  );

  return (
    <AuthLayout
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotIntro')}
      notice={form.notice}
      footer={<AuthLink to={withNext('/login', next)}>{t('auth.backToLogin')}</AuthLink>}
    >
      <AuthForm onSubmit={submit} busy={form.busy} submitLabel={t('auth.sendCode')}>
        <MobileField form={form} />
        <CaptchaField captcha={captcha} />
      </AuthForm>
    </AuthLayout>
  );
}

function ResetStep(step: CodeStepBase) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = useNextPath();
  const afterSignIn = useAfterSignIn();

  return (
    <CodeStep
      {...step}
      purpose="reset"
      title={t('auth.resetTitle')}
      submitLabel={t('auth.resetSubmit')}
      extra={{ password: '', confirmPassword: '' }}
      validate={({ password, confirmPassword }) => newPasswordProblems(password, confirmPassword)}
      send={({ code, password }) => resetPassword(step.sent.mobile, code, password)}
      onDone={(user) => {
        if (user) {
          afterSignIn(user);
        } else {
          notify('success', t('auth.passwordChanged'));
          void navigate(withNext('/login', next), { replace: true });
        }
      }}
    >
      {(form) => <NewPasswordFields form={form} label={t('auth.newPassword')} />}
    </CodeStep>
  );
}
