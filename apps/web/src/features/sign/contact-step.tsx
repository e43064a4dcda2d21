import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatSeconds, useSecondsLeft } from '../../lib/dates/use-seconds-left';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { toCodeDigits } from '../../lib/forms/code-digits';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { sendSignCode, type CodeSent } from './sign-api';
import { formFieldOf, type SignForm } from './sign-form';
import { SignTextInput } from './sign-text-input';

/** "Send the code" and, once sent, when another may be asked for. */
function SendCode({
  form,
  sent,
  onSent,
}: {
  form: UseFormReturn<SignForm>;
  sent: CodeSent | null;
  onSent: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resendLeft = useSecondsLeft(sent?.resendAt ?? null, sent?.resendInSeconds ?? 0);

  const send = async () => {
    setProblem(null);
    if (!(await form.trigger('contactPhone', { shouldFocus: true }))) return;
    setBusy(true);
    try {
      const result = await sendSignCode(form.getValues('contactPhone'));
      if (result.ok) {
        onSent(result.data);
        form.setFocus('code');
        return;
      }
      const field = Object.keys(result.error.fields).map(formFieldOf).find(Boolean);
      if (field) form.setError(field, { type: 'server', message: result.error.message });
      else setProblem(result.error.message);
    } catch {
      // No answer or a server fault: the client has said so in a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant={sent ? 'outlined' : 'contained'}
          onClick={() => void send()}
          disabled={busy || resendLeft > 0}
        >
          {sent ? t('sign.sendCodeAgain') : t('sign.sendCode')}
        </Button>
        {sent && resendLeft > 0 && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('sign.resendIn', { time: toLocalDigits(formatSeconds(resendLeft), language) })}
          </Typography>
        )}
      </Box>
      {sent && (
        <Typography role="status" sx={{ fontSize: 14 }}>
          {t('sign.codeSentTo')} <bdi dir="ltr">{formatPhoneInternational(sent.mobile)}</bdi>
        </Typography>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The person the platform deals with: their e-mail and mobile, confirmed by a code sent by SMS;
 * the code goes with the request.
 */
export function ContactStep({
  form,
  idOf,
  sent,
  onSent,
}: {
  form: UseFormReturn<SignForm>;
  idOf: (field: keyof SignForm) => string;
  sent: CodeSent | null;
  onSent: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SignTextInput
        control={form.control}
        name="email"
        id={idOf('email')}
        label={t('sign.field.email')}
        hint={t('sign.hint.email')}
        ltr
        inputMode="email"
        autoComplete="email"
      />
      <SignTextInput
        control={form.control}
        name="contactPhone"
        id={idOf('contactPhone')}
        label={t('sign.field.contactPhone')}
        hint={t('sign.hint.contactPhone')}
        ltr
        inputMode="tel"
        autoComplete="tel"
      />
      <SendCode form={form} sent={sent} onSent={onSent} />
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <TextField
            id={idOf('code')}
            inputRef={field.ref}
            required
            label={t('sign.field.code')}
            value={field.value}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('sign.hint.code')}
            onChange={(event) => {
              field.onChange(toCodeDigits(event.target.value));
              if (fieldState.error) void form.trigger('code');
            }}
            onBlur={field.onBlur}
            sx={{ maxWidth: 280 }}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 12,
                style: { letterSpacing: '0.4em' },
              },
            }}
          />
        )}
      />
    </Box>
  );
}
