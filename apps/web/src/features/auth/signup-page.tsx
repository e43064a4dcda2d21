import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { useTenant } from '../../lib/tenant/app-config-context';
import { useAuthStore } from '../../lib/auth/auth-store';
import { register, type CodeSent } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-links';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { withNext } from './next-path';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './password-field';
import type { SignupForm } from './auth-rules';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { FormTextField } from '../../lib/forms/form-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { VerifyCodeStep } from './verify-code-step';

const fields = [
  'mobile',
  'nationalCode',
  'password',
  'confirmPassword',
  'referrerCode',
  'captcha',
] as const;

const emptyForm: SignupForm = {
  mobile: '',
  nationalCode: '',
  password: '',
  confirmPassword: '',
  referrerCode: '',
  captcha: '',
};

/** /signup: the account form, then the code sent by SMS; refused where the tenant has sign-up off. */
export function SignupPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!tenant.signupAllow) {
    return (
      <StatusPage
        title={t('page.signup')}
        description={t('signupClosed', { ns: 'messages' })}
        icon={<PersonOffIcon />}
        actions={
          <Button component={RouterLink} to="/" variant="contained" color="primary">
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }
  return <SignupFlow />;
}

function SignupFlow() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const signedIn = useAuthStore((state) => state.user_info !== null);
  const next = useNextPath();
  const afterSignIn = useAfterSignIn();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const nationality = tenant.defaultNationality;
  const resolver = useMemo(
    () =>
      lazyResolver(() => import('./auth-rules').then((rules) => rules.signupResolver(nationality))),
    [nationality],
  );
  const form = useForm<SignupForm>({ defaultValues: emptyForm, resolver });
  const [sent, setSent] = useState<CodeSent | null>(null);
  const captcha = useCaptcha(form, idOf('captcha'), sent === null);
  const submit = useFormSubmit(form, async (values) => {
    const answer = captcha.answer();
    if (!answer) return;
    const result = await register(
      {
        mobile: values.mobile.trim(),
        nationalCode: values.nationalCode.trim(),
        password: values.password,
        referrerCode: values.referrerCode.trim(),
      },
      answer,
    );
    if (result.ok) {
      setSent(result.data);
      return;
    }
    // The captcha was used up by this try: a new picture for the next one.
    captcha.renew();
    return showRefusal(form, result.error, fields);
  });

  if (signedIn && !submit.busy && sent === null) return <Navigate to={next} replace />;

  if (sent) {
    return (
      <VerifyCodeStep
        sent={sent}
        onResent={setSent}
        onVerified={afterSignIn}
        onBack={() => {
          setSent(null);
          form.setValue('captcha', '');
        }}
      />
    );
  }

  const digitsInput = (autoComplete: string) => ({
    htmlInput: { dir: 'ltr', inputMode: 'numeric' as const, autoComplete },
  });

  return (
    <AuthLayout
      title={t('auth.signupTitle')}
      intro={t('auth.signupIntro')}
      notice={submit.notice ? { severity: 'error', text: submit.notice } : null}
      footer={
        tenant.usersLogin && (
          <AuthLink lead={t('auth.haveAccount')} to={withNext('/login', next)}>
            {t('auth.loginLink')}
          </AuthLink>
        )
      }
    >
      <AuthForm onSubmit={submit.onSubmit} busy={submit.busy} submitLabel={t('auth.signupSubmit')}>
        <MobileField control={form.control} name="mobile" id={idOf('mobile')} />
        <FormTextField
          control={form.control}
          name="nationalCode"
          id={idOf('nationalCode')}
          label={t('auth.nationalCode')}
          required
          fullWidth
          normalize={(typed) => normalizeDigits(typed).replace(/\D/g, '')}
          slotProps={digitsInput('off')}
        />
        <NewPasswordFields
          control={form.control}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          idOf={idOf}
          label={t('auth.password')}
        />
        <FormTextField
          control={form.control}
          name="referrerCode"
          id={idOf('referrerCode')}
          label={t('auth.referrerCode')}
          fullWidth
          normalize={normalizeDigits}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 16 } }}
        />
        <CaptchaField captcha={captcha} />
      </AuthForm>
    </AuthLayout>
  );
}
