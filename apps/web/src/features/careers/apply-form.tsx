import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { careerLimits } from '@parvaz/domain/careers/career-rules';
import type { JobPosition } from '@parvaz/domain/contracts/careers';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { applyFields, applyResolver, emptyApplyForm, type ApplyForm } from './apply-form-rules';
import { sendApplication } from './careers-api';
import { CvPicker } from './cv-picker';
import { useCaptcha } from '../../lib/captcha/use-captcha';

/**
 * The application for one position: name, mobile, e-mail, an optional cover letter, the CV and
 * the site's captcha (its picture asked for once the visitor starts on the form). A sent
 * application shows its reference, which the SMS and e-mail repeat.
 */
export function ApplyForm({ position }: { position: JobPosition }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const tenant = useTenant();
  const baseId = useId();
  const errorText = useFieldErrorText();
  const region = tenantPhoneRegion[tenant.defaultNationality];
  const maxText = formatFileSize(careerLimits.cvBytes, language);
  const resolver = useMemo(() => applyResolver(region, maxText), [region, maxText]);
  const form = useForm<ApplyForm>({ defaultValues: emptyApplyForm, resolver });
  const [started, setStarted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const idOf = (name: string) => `${baseId}-${name}`;
  const captcha = useCaptcha(form, idOf('captcha'), started);
  const headingId = idOf('heading');

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const answer = captcha.answer();
    if (!answer || !values.cv) return;
    const result = await sendApplication({
      positionId: position.id,
      fullName: values.fullName,
      mobile: values.mobile,
      email: values.email,
      coverLetter: values.coverLetter,
      cv: values.cv,
      ...answer,
    });
    // The captcha is used up by every try, right or wrong.
    captcha.renew();
    if (!result.ok) {
      if (!placeServerErrors(form.setError, result.error.fields, applyFields))
        setMessage(result.error.message);
      return;
    }
    setReference(result.data.reference);
  });

  if (reference)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('careers.sentTitle')}</Typography>
          <Typography>
            {t('careers.sentText', { position: position.title })}{' '}
            <Box
              component="bdi"
              dir="ltr"
              data-testid="application-reference"
              sx={{ fontWeight: 800 }}
            >
              {reference}
            </Box>
          </Typography>
        </Alert>
        <Button
          onClick={() => {
            form.reset(emptyApplyForm);
            setReference(null);
          }}
        >
          {t('careers.applyAgain')}
        </Button>
      </Box>
    );

  return (
    <Box
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => setStarted(true)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h4" sx={{ fontSize: 18, fontWeight: 800 }}>
        {t('careers.formTitle', { position: position.title })}
      </Typography>
      {message && <Alert severity="error">{message}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={form.control}
          name="fullName"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id={idOf('fullName')}
              label={t('careers.fullName')}
              required
              fullWidth
              autoComplete="name"
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
              slotProps={{ htmlInput: { maxLength: careerLimits.fullName.max } }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mobile"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id={idOf('mobile')}
              label={t('careers.mobile')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error) ?? t('careers.mobileHint')}
              onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
            />
          )}
        />
      </Box>
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={idOf('email')}
            label={t('careers.email')}
            type="email"
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('careers.emailHint')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254, autoComplete: 'email' } }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="coverLetter"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={idOf('coverLetter')}
            label={t('careers.coverLetter')}
            multiline
            minRows={4}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('careers.coverLetterHint')}
            slotProps={{ htmlInput: { maxLength: careerLimits.coverLetter.max } }}
          />
        )}
      />
      <CvPicker control={form.control} id={idOf('cv')} />
      <CaptchaField captcha={captcha} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting}
        sx={{ justifySelf: 'start', px: 5 }}
      >
        {t('careers.send')}
      </Button>
    </Box>
  );
}
