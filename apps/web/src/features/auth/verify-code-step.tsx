import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { UserInfo } from '@parvaz/domain/contracts/auth';
import type { MessageKey } from '@parvaz/domain/messages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import type { ApiResult } from '../../lib/api/api-result';
import { verifyCode, type CodeSent } from './auth-api';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { CodeInput } from './code-input';
import { CodeTimers } from './code-timers';
import { isCodeExpired, type FormErrors } from '../../lib/forms/form-errors';
import { useFieldForm, type FieldFormState } from '../../lib/forms/use-field-form';

type CodeValues<V> = V & { code: string };

/** What every code step gets from its page: where the code went, and the way back. */
export interface CodeStepBase {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  /** Back to the form, to correct the mobile number. */
  onBack: () => void;
}

interface CodeStepProps<V extends Record<keyof V, string>, T> extends CodeStepBase {
  purpose: 'register' | 'reset';
  title: string;
  submitLabel: string;
  /** The code goes to the server (with whatever else the step asks for). */
  send: (values: CodeValues<V>) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
  /** Fields after the code and the timers, in focus order, with their checks and their inputs. */
  extra?: V;
  validate?: (values: V) => Partial<Record<keyof V & string, MessageKey>>;
  children?: (form: FieldFormState<CodeValues<V>>) => ReactNode;
}

/** A step on the 6-digit code sent by SMS: the code, how long it lasts, "send again", and submit. */
export function CodeStep<V extends Record<keyof V, string> = Record<never, string>, T = unknown>({
  sent,
  onResent,
  onBack,
  purpose,
  title,
  submitLabel,
  send,
  onDone,
  extra,
  validate,
  children,
}: CodeStepProps<V, T>) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const form = useFieldForm({ code: '', ...extra } as CodeValues<V>);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const { code } = form.values;

  const submit = form.handleSubmit(
    () => {
      const found: FormErrors = form.translate(validate?.(form.values) ?? {});
      if (code === '') found.code = t('required', { ns: 'messages' });
      else if (code.length !== 6) found.code = t('codeWrong', { ns: 'messages' });
      return found;
    },
    async () => {
      const result = await send(form.values);
      if (result.ok) onDone(result.data);
      else if (isCodeExpired(result.error)) setExpiredByServer(true);
      else form.showServerError(result.error, 'code');
    },
  );

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
      notice={form.notice}
      footer={
        <Box>
          <Button variant="text" onClick={onBack} sx={{ px: 1 }}>
            {t('auth.changeMobile')}
          </Button>
        </Box>
      }
    >
      <AuthForm onSubmit={submit} busy={form.busy} submitLabel={submitLabel}>
        <CodeInput
          id={form.idOf('code')}
          value={code}
          autoFocus
          error={form.errors.code}
          helperText={t('auth.codeHint')}
          onChange={(value) => form.change('code', value)}
        />
        <CodeTimers
          sent={sent}
          purpose={purpose}
          expiredByServer={expiredByServer}
          onResent={(again) => {
            setExpiredByServer(false);
            form.change('code', '');
            form.setGeneral(null);
            onResent(again);
          }}
          onError={form.setGeneral}
        />
        {children?.(form)}
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
