import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiClientFailure } from '../../lib/api/api-client';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { emptyLookup, lookupMobile, type LookupForm } from '../../lib/tickets/lookup-form';
import { MobileWithCountry } from '../../lib/tickets/mobile-with-country';
import { voucherQuery, type StayKey } from './hotel-stays-api';

/** The hotel lookup's rules: both halves of the pair, and a mobile that reads as one. */
export function stayLookupProblems(form: LookupForm): Record<string, IssueMessage> {
  const problems: Record<string, IssueMessage> = {};
  if (!normalizeDigits(form.trackingCode).trim())
    problems.trackingCode = { key: 'required', params: {} };
  if (!form.mobile.trim()) problems.mobile = { key: 'required', params: {} };
  else if (!lookupMobile(form)) problems.mobile = { key: 'invalidMobile', params: {} };
  return problems;
}

const resolver = resolverOf<LookupForm>(stayLookupProblems);

/**
 * "Find your hotel stay" by its tracking code and the contact mobile: the voucher is read to
 * check the pair (the server's "not found" says nothing of which half was wrong).
 */
export function StayLookupCard({
  trackingCode,
  onFound,
}: {
  trackingCode: string;
  onFound: (stay: StayKey) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const queryClient = useQueryClient();
  const country = tenantPhoneRegion[useTenant().defaultNationality];
  const errorText = useFieldErrorText();
  const baseId = useId();
  const idOf = (field: keyof LookupForm) => `${baseId}-stay-${field}`;
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<LookupForm>({
    defaultValues: emptyLookup(country, trackingCode),
    resolver,
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    const stay = {
      trackingCode: normalizeDigits(values.trackingCode).trim().toUpperCase(),
      mobile: lookupMobile(values) ?? values.mobile,
    };
    try {
      await queryClient.fetchQuery(voucherQuery(stay, language));
      onFound(stay);
    } catch (error) {
      if (error instanceof ApiClientFailure) setGeneral(error.message);
    }
  });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${baseId}-title`}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      <Typography
        id={`${baseId}-title`}
        component="h2"
        sx={{ fontWeight: 700, fontSize: 20, mb: 0.5 }}
      >
        {t('hotelStays.findTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('hotelStays.findIntro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Controller
          control={form.control}
          name="trackingCode"
          render={({ field, fieldState }) => (
            <TextField
              id={idOf('trackingCode')}
              inputRef={field.ref}
              required
              label={t('tickets.trackingCode')}
              value={field.value}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
              onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
              onBlur={field.onBlur}
              slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
            />
          )}
        />
        <MobileWithCountry control={form.control} language={language} idOf={idOf} />
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
            disabled={form.formState.isSubmitting}
            sx={{ minWidth: 200 }}
          >
            {t('tickets.findSubmit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
