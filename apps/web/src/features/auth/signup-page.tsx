import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import { useState } from 'react';
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
import { signupProblems, type SignupForm } from './signup-rules';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { VerifyCodeStep } from './verify-code-step';

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
  const form = useFieldForm(emptyForm);
  const { values } = form;
  const [sent, setSent] = useState<CodeSent | null>(null);
  const captcha = useCaptcha(form, sent === null);

  if (signedIn && !form.busy && sent === null) return <Navigate to={next} replace />;

  if (sent) {
    return (
      <VerifyCodeStep
        sent={sent}
        onResent={setSent}
        onVerified={afterSignIn}
        onBack={() => {
          setSent(null);
          form.change('captcha', '');
        }}
      />
    );
  }

  const submit = form.handleSubmit(
    () =>
      form.translate(
        signupProblems(
          values,
          tenantPhoneRegion[tenant.defaultNationality],
          tenant.defaultNationality,
        ),
      ),
    async () => {
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
      form.showServerError(result.error);
    },
  );

  const digitsInput = (autoComplete: string) => ({
    htmlInput: { dir: 'ltr', inputMode: 'numeric' as const, autoComplete },
  });

  return (
    <AuthLayout
      title={t('auth.signupTitle')}
      intro={t('auth.signupIntro')}
      notice={form.notice}
      footer={
        tenant.usersLogin && (
          <AuthLink lead={t('auth.haveAccount')} to={withNext('/login', next)}>
            {t('auth.loginLink')}
          </AuthLink>
        )
      }
    >
      <AuthForm onSubmit={submit} busy={form.busy} submitLabel={t('auth.signupSubmit')}>
        <MobileField form={form} />
        <TextField
          id={form.idOf('nationalCode')}
          label={t('auth.nationalCode')}
          value={values.nationalCode}
          required
          fullWidth
          error={Boolean(form.errors.nationalCode)}
          helperText={form.errors.nationalCode}
          onChange={(event) =>
            form.change('nationalCode', normalizeDigits(event.target.value).replace(/\D/g, ''))
          }
          slotProps={digitsInput('off')}
        />
        <NewPasswordFields form={form} label={t('auth.password')} />
        <TextField
          id={form.idOf('referrerCode')}
          label={t('auth.referrerCode')}
          value={values.referrerCode}
          fullWidth
          error={Boolean(form.errors.referrerCode)}
          helperText={form.errors.referrerCode}
          onChange={(event) => form.change('referrerCode', normalizeDigits(event.target.value))}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 16 } }}
        />
        <CaptchaField captcha={captcha} />
      </AuthForm>
    </AuthLayout>
  );
}
