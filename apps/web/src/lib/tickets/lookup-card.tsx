import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import { useActiveLanguage } from '../settings/use-active-settings';
import { useTenant } from '../tenant/app-config-context';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../forms/form-error-text';
import { findBooking } from './lookup-api';
import {
  emptyLookup,
  lookupBody,
  lookupFieldOf,
  lookupResolver,
  lookupWays,
  type LookupForm,
} from './lookup-form';
import { MobileWithCountry } from './mobile-with-country';

/**
 * "Find your booking": by the tracking code and the contact mobile, or by a ticket number and
 * the passenger's last name. A pair that names no booking gets the server's "not found".
 */
export function LookupCard({
  trackingCode,
  notice,
  onFound,
}: {
  /** A tracking code the address brought, filled in. */
  trackingCode: string;
  /** Why the lookup is asked again (e.g. the access ran out). */
  notice: string | null;
  onFound: (access: string) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  // The dialling region offered first is the brand's.
  const country = tenantPhoneRegion[useTenant().defaultNationality];
  const errorText = useFieldErrorText();
  const baseId = useId();
  const idOf = (field: keyof LookupForm) => `${baseId}-${field}`;
  const titleId = `${baseId}-title`;
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<LookupForm>({
    defaultValues: emptyLookup(country, trackingCode),
    resolver: lookupResolver,
    shouldFocusError: true,
  });
  const { control, handleSubmit, setError, formState } = form;
  const way = useWatch({ control, name: 'way' });

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const result = await findBooking(lookupBody(values));
      if (result.ok) {
        onFound(result.data.access);
        return;
      }
      let shown = false;
      for (const [path, text] of Object.entries(result.error.fields)) {
        const field = lookupFieldOf(path);
        if (field) {
          setError(field, { type: 'server', message: text }, { shouldFocus: !shown });
          shown = true;
        }
      }
      setGeneral(result.error.message || t('tickets.notFound'));
    } catch {
      // No answer or a server fault: already toasted by the client.
    }
  });

  const textField = (
    name: 'trackingCode' | 'ticketNumber' | 'lastName',
    label: string,
    hint: string,
    options: { digits?: boolean; autoComplete?: string } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={idOf(name)}
          inputRef={field.ref}
          required
          label={label}
          value={field.value}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
          onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
          onBlur={field.onBlur}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              autoComplete: options.autoComplete ?? 'off',
              inputMode: options.digits ? 'numeric' : 'text',
              spellCheck: false,
            },
          }}
        />
      )}
    />
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 20, mb: 0.5 }}>
        {t('tickets.findTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('tickets.findIntro')}</Typography>
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormControl>
          <FormLabel id={`${baseId}-way`}>{t('tickets.findByLabel')}</FormLabel>
          <Controller
            control={control}
            name="way"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={`${baseId}-way`}
                value={field.value}
                onChange={(event) => {
                  const next = lookupWays.find((w) => w === event.target.value);
                  if (next) field.onChange(next);
                  form.clearErrors();
                  setGeneral(null);
                }}
              >
                {lookupWays.map((w) => (
                  <FormControlLabel
                    key={w}
                    value={w}
                    control={<Radio />}
                    label={t(`tickets.findBy.${w}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
        {way === 'tracking' ? (
          <>
            {textField('trackingCode', t('tickets.trackingCode'), t('tickets.trackingCodeHint'))}
            <MobileWithCountry control={control} language={language} idOf={idOf} />
          </>
        ) : (
          <>
            {textField('ticketNumber', t('tickets.ticketNumber'), t('tickets.ticketNumberHint'), {
              digits: true,
            })}
            {textField('lastName', t('tickets.lastName'), t('tickets.lastNameHint'), {
              autoComplete: 'family-name',
            })}
          </>
        )}
        {general && (
          <Alert severity="error" role="alert">
            {general}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            sx={{ minWidth: 200 }}
          >
            {t('tickets.findSubmit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
