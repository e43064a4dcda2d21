import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import {
  caseFields,
  caseLimits,
  caseProblems,
  type CaseFormValues,
  type CaseKind,
} from '@parvaz/domain/cases/case-rules';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import { emptyDate, isoOfInput, yearRange, type DateInput } from '../../lib/dates/date-parts';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { FilePicker } from '../profile/support-parts';
import { CaseSent } from './case-sent';
import { CaseSubmitButton } from './case-submit-button';
import { sendCase } from './cases-api';

const emptyValues: CaseFormValues & { captcha: string } = {
  fullName: '',
  mobile: '',
  email: '',
  subject: '',
  trackingCode: '',
  flightNumber: '',
  date: '',
  text: '',
  captcha: '',
};

/** Today on this device, as the server's rules read a day (sent with the form, never rendered). */
const deviceToday = () => new Date().toISOString().slice(0, 10);

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
  const tenant = useTenant();
  const baseId = useId();
  const form = useFieldForm(emptyValues);
  const [date, setDate] = useState<DateInput>(() => emptyDate(calendar));
  const [files, setFiles] = useState<File[]>([]);
  const [confidential, setConfidential] = useState(false);
  const [started, setStarted] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const captcha = useCaptcha(form, started);
  const fields = caseFields[kind];
  const { values } = form;
  // The last two years are the days a report may be about; the list renders only when opened.
  const years = useMemo(() => {
    const today = new Date().toISOString().slice(0, 10);
    return yearRange(date.calendar, `${Number(today.slice(0, 4)) - 2}-01-01`, today, true);
  }, [date.calendar]);

  /** A limit as the page writes numbers (Persian and Arabic digits where the language has them). */
  const digits = (n: number) => toLocalDigits(String(n), language);
  const words = { min: digits(caseLimits.text.min), max: digits(caseLimits.text.max) };
  /** The limit a "too long" names: the field's own. */
  const maxOf: Partial<Record<keyof CaseFormValues, number>> = {
    fullName: caseLimits.fullName.max,
    subject: caseLimits.subject.max,
    trackingCode: caseLimits.trackingCode.max,
    text: caseLimits.text.max,
  };
  const filled = (): CaseFormValues => ({ ...values, date: isoOfInput(date) });

  const submit = form.handleSubmit(
    () => {
      const problems = caseProblems(
        kind,
        filled(),
        tenantPhoneRegion[tenant.defaultNationality],
        deviceToday(),
      );
      const found: Record<string, string> = {};
      for (const field of fields) {
        const key = problems[field];
        const max = maxOf[field] ?? caseLimits.text.max;
        if (key) found[field] = t(key, { ns: 'messages', min: words.min, max: digits(max) });
      }
      if (values.captcha.trim() === '') found.captcha = t('captchaRequired', { ns: 'messages' });
      return found;
    },
    async () => {
      const answer = captcha.answer();
      if (!answer) return;
      const result = await sendCase(kind, fields, filled(), { ...answer, confidential }, files);
      // The captcha is used up by every try, right or wrong.
      captcha.renew();
      if (!result.ok) {
        form.showServerError(result.error, 'text');
        return;
      }
      setReference(result.data.reference);
    },
  );

  if (reference)
    return (
      <CaseSent
        reference={reference}
        onAnother={() => {
          for (const field of fields) form.change(field, '');
          setDate(emptyDate(calendar));
          setFiles([]);
          setConfidential(false);
          setReference(null);
        }}
      />
    );

  const text = (name: Exclude<keyof CaseFormValues, 'date'>, label: string) => ({
    id: form.idOf(name),
    name,
    label,
    value: values[name],
    error: Boolean(form.errors[name]),
    helperText: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
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
      onSubmit={submit}
      onFocus={() => setStarted(true)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {form.notice && <Alert severity="error">{form.notice.text}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...text('fullName', t('cases.fullName'))}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: caseLimits.fullName.max } }}
        />
        <TextField
          {...text('mobile', t('cases.mobile'))}
          required
          helperText={form.errors.mobile ?? t('cases.mobileHint')}
          onChange={(event) => form.change('mobile', normalizeDigits(event.target.value))}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } }}
        />
      </Box>
      <TextField
        {...text('email', t('cases.email'))}
        type="email"
        helperText={form.errors.email ?? t('cases.emailHint')}
        slotProps={ltr(120, 'email')}
      />
      {fields.includes('subject') && (
        <TextField
          {...text('subject', t('cases.subject'))}
          required
          slotProps={{ htmlInput: { maxLength: caseLimits.subject.max } }}
        />
      )}
      {fields.includes('trackingCode') && (
        <TextField
          {...text('trackingCode', t('cases.trackingCode'))}
          helperText={form.errors.trackingCode ?? t('cases.trackingCodeHint')}
          onChange={(event) => form.change('trackingCode', normalizeDigits(event.target.value))}
          slotProps={ltr(caseLimits.trackingCode.max, 'off')}
        />
      )}
      {fields.includes('flightNumber') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <TextField
            {...text('flightNumber', t('cases.flightNumber'))}
            helperText={form.errors.flightNumber ?? t('cases.flightNumberHint')}
            slotProps={ltr(16, 'off')}
          />
          <DateChoices
            id={form.idOf('date')}
            legend={t('cases.date')}
            value={date}
            years={years}
            language={language}
            error={form.errors.date}
            onChange={(next) => {
              setDate(next);
              form.change('date', '');
            }}
          />
        </Box>
      )}
      <TextField
        {...text('text', t(`cases.text.${kind}`))}
        required
        multiline
        minRows={5}
        helperText={form.errors.text ?? t('cases.textHint', words)}
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
      <CaseSubmitButton busy={form.busy}>{t('cases.send')}</CaseSubmitButton>
    </Box>
  );
}
