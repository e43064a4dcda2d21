import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { useActiveLanguage } from '../settings/use-active-settings';
import { useTenant } from '../tenant/app-config-context';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionRadios } from '../../components/option-radios';
import { TitledCard } from '../../components/titled-card';
import { LookupTextField } from '../forms/lookup-text-field';
import { findBooking } from './lookup-api';
import {
  emptyLookup,
  lookupFieldOf,
  lookupResolver,
  lookupWays,
  type LookupForm,
} from './lookup-form';
import { LookupSubmit } from './lookup-submit';
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
      const { lookupBody } = await import('./lookup-rules');
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
    <LookupTextField
      control={control}
      name={name}
      id={idOf(name)}
      label={label}
      hint={hint}
      autoComplete={options.autoComplete}
      inputMode={options.digits ? 'numeric' : 'text'}
    />
  );

  return (
    <TitledCard titleId={titleId} title={t('tickets.findTitle')} intro={t('tickets.findIntro')}>
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
              <OptionRadios
                labelledBy={`${baseId}-way`}
                options={lookupWays}
                value={field.value}
                labelOf={(w) => t(`tickets.findBy.${w}`)}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors();
                  setGeneral(null);
                }}
              />
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
        <LookupSubmit problem={general} busy={formState.isSubmitting} />
      </Box>
    </TitledCard>
  );
}
