import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import type { MobileForm } from './auth-rules';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
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
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const nationality = tenant.defaultNationality;
  const resolver = useMemo(
    () =>
      lazyResolver(() => import('./auth-rules').then((rules) => rules.mobileResolver(nationality))),
    [nationality],
  );
  const form = useForm<MobileForm>({
    defaultValues: { mobile: params.get('mobile')?.slice(0, 32) ?? '', captcha: '' },
    resolver,
  });
  const captcha = useCaptcha(form, idOf('captcha'), true);
  const submit = useFormSubmit(form, async (values) => {
    const answer = captcha.answer();
    if (!answer) return;
    const result = await requestPasswordReset(values.mobile.trim(), answer);
    if (result.ok) {
      onSent(result.data);
      return;
    }
    captcha.renew();
    return showRefusal(form, result.error, ['mobile', 'captcha']);
  });

  return (
    <AuthLayout
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotIntro')}
      notice={submit.notice ? { severity: 'error', text: submit.notice } : null}
      footer={<AuthLink to={withNext('/login', next)}>{t('auth.backToLogin')}</AuthLink>}
    >
      <AuthForm onSubmit={submit.onSubmit} busy={submit.busy} submitLabel={t('auth.sendCode')}>
        <MobileField control={form.control} name="mobile" id={idOf('mobile')} />
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
      newPasswordLabel={t('auth.newPassword')}
      send={({ code, password }) => resetPassword(step.sent.mobile, code, password)}
      onDone={(user) => {
        if (user) {
          afterSignIn(user);
        } else {
          notify('success', t('auth.passwordChanged'));
          void navigate(withNext('/login', next), { replace: true });
        }
      }}
    />
  );
}
