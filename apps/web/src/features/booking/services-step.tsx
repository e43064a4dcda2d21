import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServiceChoiceFields } from '../../components/service-choice-fields';
import type { ServiceChoices, ServiceOffer } from '../../lib/services/service-choices';
import { fieldId } from './field-errors';

/** Extra services of the main adult: wheelchair, excess baggage, cargo, animals; running total. */
export function ServicesStep({
  offers,
  services,
  mainName,
  currency,
  language,
  errorText,
  onChange,
  onAnimalLimit,
  onTypeFirst,
}: {
  offers: UseQueryResult<{ services: ServiceOffer[] }>;
  services: ServiceChoices;
  mainName: string;
  currency: Currency;
  language: Language;
  errorText: (path: string) => string | undefined;
  onChange: (next: ServiceChoices) => void;
  onAnimalLimit: () => void;
  /** A detail typed before the animal's type: the type is asked for first. */
  onTypeFirst: (index: number) => void;
}) {
  const { t } = useTranslation();
  const list = offers.data?.services ?? [];

  if (offers.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('loader.loading')} />;
  if (offers.isError)
    return (
      <Alert
        severity="warning"
        action={<Button onClick={() => void offers.refetch()}>{t('booking.retry')}</Button>}
      >
        {t('booking.servicesFailed')}
      </Alert>
    );

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontWeight: 700 }}>
        {t('booking.servicesFor', { name: mainName })}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        {t('booking.servicesHint')}
      </Typography>
      {list.length === 0 && <Alert severity="info">{t('booking.noServices')}</Alert>}
      <ServiceChoiceFields
        offers={list}
        services={services}
        currency={currency}
        language={language}
        idOf={fieldId}
        errorText={errorText}
        totalLabel={t('booking.servicesTotal')}
        onChange={onChange}
        onAnimalLimit={onAnimalLimit}
        onTypeFirst={onTypeFirst}
      />
    </Paper>
  );
}
