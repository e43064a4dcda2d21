import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { UserInfo } from '@parvaz/domain/contracts/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import type { ApiResult } from '../../lib/api/api-result';
import { verifyCode, type CodeSent } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import type { CodeForm } from './auth-rules';
import { CodeInput } from './code-input';
import { CodeTimers } from './code-timers';
import { NewPasswordFields } from './password-field';
import { isCodeExpired } from '../../lib/forms/form-errors';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';

/** What every code step gets from its page: where the code went, and the way back. */
export interface CodeStepBase {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  /** Back to the form, to correct the mobile number. */
  onBack: () => void;
}

interface CodeStepProps<T> extends CodeStepBase {
  purpose: 'register' | 'reset';
  title: string;
  submitLabel: string;
  /** The code goes to the server (with the new password, when the step asks for one). */
  send: (values: CodeForm) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
  /** The new password's label, when the step sets one (after the code and the timers). */
  newPasswordLabel?: string;
}

const fields = ['code', 'password', 'confirmPassword'] as const;
const codeOnly = lazyResolver(() =>
  import('./auth-rules').then((rules) => rules.codeResolver(false)),
);
const withNewPassword = lazyResolver(() =>
  import('./auth-rules').then((rules) => rules.codeResolver(true)),
);

/** A step on the 6-digit code sent by SMS: the code, how long it lasts, "send again", and submit. */
export function CodeStep<T = unknown>({
  sent,
  onResent,
  onBack,
  purpose,
  title,
  submitLabel,
  send,
  onDone,
  newPasswordLabel,
}: CodeStepProps<T>) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const form = useForm<CodeForm>({
    defaultValues: { code: '', password: '', confirmPassword: '' },
    resolver: newPasswordLabel === undefined ? codeOnly : withNewPassword,
  });
  const [expiredByServer, setExpiredByServer] = useState(false);
  const submit = useFormSubmit(form, async (values) => {
    const result = await send(values);
    if (result.ok) return onDone(result.data);
    if (isCodeExpired(result.error)) return setExpiredByServer(true);
    return showRefusal(form, result.error, fields, 'code');
  });

  return (
    <AuthLayout
      title={title}
      intro={
        <>
          {t('auth.codeSentTo')}{' '}
          <bdi dir="ltr" style={{ fontWeight: 700 }}>
            {toLocalDigits(sent.mobile, language)}
          </bdi>
        </>
      }
      notice={submit.notice ? { severity: 'error', text: submit.notice } : null}
      footer={
        <Box>
          <Button variant="text" onClick={onBack} sx={{ px: 1 }}>
            {t('auth.changeMobile')}
          </Button>
        </Box>
      }
    >
      <AuthForm onSubmit={submit.onSubmit} busy={submit.busy} submitLabel={submitLabel}>
        <CodeInput
          control={form.control}
          name="code"
          id={idOf('code')}
          autoFocus
          helperText={t('auth.codeHint')}
        />
        <CodeTimers
          sent={sent}
          purpose={purpose}
          expiredByServer={expiredByServer}
          onResent={(again) => {
            setExpiredByServer(false);
            form.setValue('code', '');
            form.clearErrors('code');
            submit.setNotice(null);
            onResent(again);
          }}
          onError={submit.setNotice}
        />
        {newPasswordLabel !== undefined && (
          <NewPasswordFields
            control={form.control}
            names={{ password: 'password', confirm: 'confirmPassword' }}
            idOf={idOf}
            label={newPasswordLabel}
          />
        )}
      </AuthForm>
    </AuthLayout>
  );
}

interface VerifyCodeStepProps extends CodeStepBase {
  onVerified: (user: UserInfo) => void;
}

/** The sign-up's second step: the 6-digit code sent by SMS. */
export function VerifyCodeStep({ onVerified, ...step }: VerifyCodeStepProps) {
  const { t } = useTranslation();
  return (
    <CodeStep
      {...step}
      purpose="register"
      title={t('auth.codeTitle')}
      submitLabel={t('auth.verifySubmit')}
      send={({ code }) => verifyCode(step.sent.mobile, code)}
      onDone={onVerified}
    />
  );
}
