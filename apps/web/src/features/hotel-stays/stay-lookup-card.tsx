import Box from '@mui/material/Box';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card';
import { ApiClientFailure } from '../../lib/api/api-client';
import { LookupTextField } from '../../lib/forms/lookup-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { emptyLookup, type LookupForm } from '../../lib/tickets/lookup-form';
import { LookupSubmit } from '../../lib/tickets/lookup-submit';
import { MobileWithCountry } from '../../lib/tickets/mobile-with-country';
import { voucherQuery, type StayKey } from './hotel-stays-api';

const resolver = lazyResolver<LookupForm>(() =>
  import('./stay-lookup-rules').then((rules) => rules.stayLookupResolver),
);

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
    const { lookupMobile } = await import('../../lib/tickets/lookup-rules');
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
    <TitledCard
      titleId={`${baseId}-title`}
      title={t('hotelStays.findTitle')}
      intro={t('hotelStays.findIntro')}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <LookupTextField
          control={form.control}
          name="trackingCode"
          id={idOf('trackingCode')}
          label={t('tickets.trackingCode')}
        />
        <MobileWithCountry control={form.control} language={language} idOf={idOf} />
        <LookupSubmit problem={general} busy={form.formState.isSubmitting} />
      </Box>
    </TitledCard>
  );
}
