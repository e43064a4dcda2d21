import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { animalTypes } from '@parvaz/domain/contracts/booking';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { formatMoney, type Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingDraft, DraftAnimal } from './booking-draft';
import { servicesTotal, type ServiceOffer } from './booking-rules';
import { fieldId } from './field-errors';
import { QuantityStepper } from './quantity-stepper';

type Services = BookingDraft['services'];

const emptyAnimal: DraftAnimal = { type: '', color: '', breed: '', healthCode: '', weight: '' };

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
  services: Services;
  mainName: string;
  currency: Currency;
  language: Language;
  errorText: (path: string) => string | undefined;
  onChange: (next: Services) => void;
  onAnimalLimit: () => void;
  /** A detail typed before the animal's type: the type is asked for first. */
  onTypeFirst: (index: number) => void;
}) {
  const { t } = useTranslation();
  const list = offers.data?.services ?? [];
  const offer = (code: ServiceOffer['code']) => list.find((o) => o.code === code);
  const money = (amount: number, cur: Currency = currency) =>
    formatMoney({ amount, currency: cur }, language);
  const wheelchair = offer('WCHR');
  const baggage = offer('XBAG');
  const cargo = offer('CARGO');
  const pet = offer('PET');

  const setAnimal = (index: number, patch: Partial<DraftAnimal>) => {
    const animal = services.animals[index];
    if (!animal) return;
    onChange({
      ...services,
      animals: services.animals.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    });
  };

  const addAnimal = () => {
    if (!pet || services.animals.length >= pet.max) {
      onAnimalLimit();
      return;
    }
    const type = services.animals[0]?.type ?? '';
    onChange({ ...services, animals: [...services.animals, { ...emptyAnimal, type }] });
    window.setTimeout(
      () =>
        document
          .getElementById(fieldId(`services.animals.${services.animals.length}.type`))
          ?.focus(),
      50,
    );
  };

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

  const row = (title: string, price: string, control: React.ReactNode) => (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{price}</Typography>
      </Box>
      {control}
    </Box>
  );

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('booking.servicesFor', { name: mainName })}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        {t('booking.servicesHint')}
      </Typography>
      {list.length === 0 && <Alert severity="info">{t('booking.noServices')}</Alert>}
      {wheelchair &&
        row(
          t('booking.service.WCHR'),
          wheelchair.price === 0
            ? t('booking.free')
            : t('booking.priceEach', { price: money(wheelchair.price, wheelchair.currency) }),
          <FormControlLabel
            control={
              <Switch
                checked={services.wheelchair}
                onChange={(event) => onChange({ ...services, wheelchair: event.target.checked })}
                slotProps={{ input: { id: fieldId('services.wheelchair') } }}
              />
            }
            label={t('booking.wheelchairNeeded')}
          />,
        )}
      {baggage &&
        row(
          t('booking.service.XBAG'),
          t('booking.pricePerKg', { price: money(baggage.price, baggage.currency) }),
          <QuantityStepper
            id={fieldId('services.excessBaggageKg')}
            label={`${t('booking.service.XBAG')} (${t('booking.kg')})`}
            value={services.excessBaggageKg}
            max={baggage.max}
            language={language}
            onChange={(excessBaggageKg) => onChange({ ...services, excessBaggageKg })}
          />,
        )}
      {cargo &&
        row(
          t('booking.service.CARGO'),
          t('booking.pricePerKg', { price: money(cargo.price, cargo.currency) }),
          <QuantityStepper
            id={fieldId('services.cargoKg')}
            label={`${t('booking.service.CARGO')} (${t('booking.kg')})`}
            value={services.cargoKg}
            max={cargo.max}
            language={language}
            onChange={(cargoKg) => onChange({ ...services, cargoKg })}
          />,
        )}
      {pet && (
        <Box sx={{ py: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: 1, minWidth: 180 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('booking.service.PET')}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('booking.priceEach', { price: money(pet.price, pet.currency) })}
              </Typography>
            </Box>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={addAnimal}>
              {t('booking.addAnimal')}
            </Button>
          </Box>
          {errorText('services.animals') && (
            <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
              {errorText('services.animals')}
            </Alert>
          )}
          {services.animals.map((animal, index) => {
            const path = (f: string) => `services.animals.${index}.${f}`;
            const field = (f: 'color' | 'breed' | 'healthCode' | 'weight', label: string) => (
              <TextField
                id={fieldId(path(f))}
                size="small"
                label={label}
                value={animal[f]}
                error={Boolean(errorText(path(f)))}
                helperText={errorText(path(f))}
                onChange={(event) => {
                  if (!animal.type) {
                    onTypeFirst(index);
                    return;
                  }
                  const v =
                    f === 'weight' ? normalizeDigits(event.target.value) : event.target.value;
                  setAnimal(index, { [f]: v });
                }}
                slotProps={{
                  htmlInput: {
                    inputMode: f === 'weight' ? 'numeric' : undefined,
                    'aria-disabled': !animal.type,
                  },
                }}
              />
            );
            return (
              <Box
                key={index}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mt: 1.5 }}
              >
                <Box component="legend" sx={{ px: 0.5, fontSize: 14, fontWeight: 600 }}>
                  {t('booking.animalN', { n: index + 1 })}
                </Box>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      sm: 'repeat(2, minmax(0, 1fr))',
                      md: 'repeat(5, minmax(0, 1fr)) auto',
                    },
                    alignItems: 'start',
                  }}
                >
                  <TextField
                    id={fieldId(path('type'))}
                    select
                    size="small"
                    label={t('booking.animalType')}
                    value={animal.type}
                    error={Boolean(errorText(path('type')))}
                    helperText={errorText(path('type'))}
                    onChange={(event) => {
                      const type = animalTypes.find((a) => a === event.target.value) ?? '';
                      setAnimal(index, { type });
                    }}
                    slotProps={{
                      select: { native: true },
                      inputLabel: { shrink: true },
                    }}
                  >
                    <option value="">—</option>
                    {animalTypes.map((a) => (
                      <option key={a} value={a}>
                        {t(`booking.animal.${a}`)}
                      </option>
                    ))}
                  </TextField>
                  {field('color', t('booking.animalColor'))}
                  {field('breed', t('booking.animalBreed'))}
                  {field('healthCode', t('booking.animalHealthCode'))}
                  {field('weight', t('booking.animalWeight'))}
                  <IconButton
                    aria-label={t('booking.removeAnimal', { n: index + 1 })}
                    onClick={() =>
                      onChange({
                        ...services,
                        animals: services.animals.filter((_, i) => i !== index),
                      })
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'space-between', pt: 2, fontWeight: 700 }}
      >
        <span>{t('booking.servicesTotal')}</span>
        <span data-testid="services-total">{money(servicesTotal(services, list))}</span>
      </Box>
    </Paper>
  );
}
