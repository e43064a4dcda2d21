import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import {
  caseFields,
  caseLimits,
  type CaseFormValues,
  type CaseKind,
} from '@parvaz/domain/cases/case-rules';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import { emptyDate, isoOfInput, yearRange } from '../../lib/dates/date-parts';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { FormTextField } from '../../lib/forms/form-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { FilePicker } from '../../components/file-picker';
import type { CaseValues } from './case-form-rules';
import { CaseSent } from './case-sent';
import { CaseSubmitButton } from './case-submit-button';
import { sendCase } from './cases-api';

/**
 * One of the site's case forms: the contact form, a complaint or a safety report. The sender's
 * name and mobile, an optional e-mail, what the kind asks (a subject; a booking's tracking code;
 * a flight and its day), the text, up to three files and the site's captcha, whose picture is
 * asked for once the visitor starts on the form. A sent case shows its reference.
 */
export function CaseForm({ kind, labelledBy }: { kind: CaseKind; labelledBy: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const nationality = useTenant().defaultNationality;
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const errorText = useFieldErrorText();
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./case-form-rules').then((rules) =>
          rules.caseResolver(kind, nationality, language),
        ),
      ),
    [kind, nationality, language],
  );
  const emptyValues = (): CaseValues => ({
    fullName: '',
    mobile: '',
    email: '',
    subject: '',
    trackingCode: '',
    flightNumber: '',
    date: emptyDate(calendar),
    text: '',
    captcha: '',
  });
  const form = useForm<CaseValues>({ defaultValues: emptyValues(), resolver });
  const [files, setFiles] = useState<File[]>([]);
  const [confidential, setConfidential] = useState(false);
  const [started, setStarted] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const captcha = useCaptcha(form, idOf('captcha'), started);
  const fields = caseFields[kind];
  const dateCalendar = useWatch({ control: form.control, name: 'date.calendar' });
  // The last two years are the days a report may be about; the list renders only when opened.
  const years = useMemo(() => {
    const today = new Date().toISOString().slice(0, 10);
    return yearRange(dateCalendar, `${Number(today.slice(0, 4)) - 2}-01-01`, today, true);
  }, [dateCalendar]);

  /** A limit as the page writes numbers (Persian and Arabic digits where the language has them). */
  const digits = (n: number) => toLocalDigits(String(n), language);
  const words = { min: digits(caseLimits.text.min), max: digits(caseLimits.text.max) };

  const submit = useFormSubmit(form, async (values) => {
    const answer = captcha.answer();
    if (!answer) return;
    const filled: CaseFormValues = { ...values, date: isoOfInput(values.date) };
    const result = await sendCase(kind, fields, filled, { ...answer, confidential }, files);
    // The captcha is used up by every try, right or wrong.
    captcha.renew();
    if (!result.ok) {
      return showRefusal(form, result.error, [...fields, 'captcha'], 'text');
      return;
    }
    setReference(result.data.reference);
  });

  if (reference)
    return (
      <CaseSent
        reference={reference}
        onAnother={() => {
          form.reset(emptyValues());
          setFiles([]);
          setConfidential(false);
          setReference(null);
        }}
      />
    );

  const text = (name: Exclude<keyof CaseFormValues, 'date'>, label: string) => ({
    control: form.control,
    name,
    id: idOf(name),
    label,
    fullWidth: true,
  });
  const ltr = (maxLength: number, autoComplete: string) => ({
    htmlInput: { dir: 'ltr', maxLength, autoComplete, spellCheck: false },
  });

  return (
    <Box
      component="form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => setStarted(true)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {submit.notice && <Alert severity="error">{submit.notice}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          {...text('fullName', t('cases.fullName'))}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: caseLimits.fullName.max } }}
        />
        <FormTextField
          {...text('mobile', t('cases.mobile'))}
          required
          hint={t('cases.mobileHint')}
          normalize={normalizeDigits}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
        />
      </Box>
      <FormTextField
        {...text('email', t('cases.email'))}
        type="email"
        hint={t('cases.emailHint')}
        slotProps={ltr(120, 'email')}
      />
      {fields.includes('subject') && (
        <FormTextField
          {...text('subject', t('cases.subject'))}
          required
          slotProps={{ htmlInput: { maxLength: caseLimits.subject.max } }}
        />
      )}
      {fields.includes('trackingCode') && (
        <FormTextField
          {...text('trackingCode', t('cases.trackingCode'))}
          hint={t('cases.trackingCodeHint')}
          normalize={normalizeDigits}
          slotProps={ltr(caseLimits.trackingCode.max, 'off')}
        />
      )}
      {fields.includes('flightNumber') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <FormTextField
            {...text('flightNumber', t('cases.flightNumber'))}
            hint={t('cases.flightNumberHint')}
            slotProps={ltr(16, 'off')}
          />
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <DateChoices
                id={idOf('date')}
                inputRef={field.ref}
                legend={t('cases.date')}
                value={field.value}
                years={years}
                language={language}
                error={errorText(fieldState.error)}
                onChange={field.onChange}
              />
            )}
          />
        </Box>
      )}
      <FormTextField
        {...text('text', t(`cases.text.${kind}`))}
        required
        multiline
        minRows={5}
        hint={t('cases.textHint', words)}
        slotProps={{ htmlInput: { maxLength: caseLimits.text.max } }}
      />
      <FilePicker id={`${baseId}-files`} files={files} onChange={setFiles} />
      {kind === 'safety' && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={confidential}
                onChange={(event) => setConfidential(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${baseId}-confidential` } }}
              />
            }
            label={t('cases.confidential')}
          />
          <FormHelperText id={`${baseId}-confidential`} sx={{ mt: 0 }}>
            {t('cases.confidentialHint')}
          </FormHelperText>
        </Box>
      )}
      {/* Always in place (its picture asked for once the visitor starts), so the button below
          does not move under the pointer that focuses the form. */}
      <CaptchaField captcha={captcha} />
      <CaseSubmitButton busy={submit.busy}>{t('cases.send')}</CaseSubmitButton>
    </Box>
  );
}
