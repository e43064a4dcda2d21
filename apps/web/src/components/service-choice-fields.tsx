import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { animalTypes } from '@parvaz/domain/booking/animals';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyAnimal,
  servicesTotal,
  type DraftAnimal,
  type ServiceChoices,
  type ServiceOffer,
} from '../lib/services/service-choices';
import { QuantityStepper } from './quantity-stepper';
import { useMoney } from '../lib/money/use-money';

/**
 * The main adult's extra services the flights offer: a wheelchair switch, excess baggage and
 * cargo in kilograms (up to what is left), animals with their details, and the running total.
 * Used while booking and when services are added after the sale (/ssr). Field ids come from
 * `idOf` by the API's path (`services.animals.0.type`), so a form can focus a field in error.
 */
export function ServiceChoiceFields({
  offers,
  services,
  currency,
  language,
  idOf,
  errorText,
  totalLabel,
  showLimits = false,
  onChange,
  onAnimalLimit,
  onTypeFirst,
}: {
  offers: readonly ServiceOffer[];
  services: ServiceChoices;
  currency: Currency;
  language: Language;
  idOf: (path: string) => string;
  errorText: (path: string) => string | undefined;
  totalLabel: string;
  /** Says how much more each service can take (after the sale, part may be taken already). */
  showLimits?: boolean;
  onChange: (next: ServiceChoices) => void;
  onAnimalLimit: () => void;
  /** A detail typed before the animal's type: the type is asked for first. */
  onTypeFirst: (index: number) => void;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const offer = (code: ServiceOffer['code']) => offers.find((o) => o.code === code);
  // The offers' prices are the server's, in the currency they were asked in: written as they are.
  const money = (amount: number, cur: Currency = currency) =>
    display.show({ amount, currency: cur });
  const n = (value: number) => toLocalDigits(String(value), language);
  const withLimit = (price: string, limit: ServiceOffer) => {
    if (!showLimits) return price;
    const max = n(limit.max);
    const upTo = limit.unit === 'kg' ? t('ssr.upToKg', { n: max }) : t('ssr.upToEach', { n: max });
    return `${price} · ${upTo}`;
  };
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
        document.getElementById(idOf(`services.animals.${services.animals.length}.type`))?.focus(),
      50,
    );
  };

  const row = (title: string, price: string, control: ReactNode) => (
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
    <>
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
                slotProps={{ input: { id: idOf('services.wheelchair') } }}
              />
            }
            label={t('booking.wheelchairNeeded')}
          />,
        )}
      {baggage &&
        row(
          t('booking.service.XBAG'),
          withLimit(
            t('booking.pricePerKg', { price: money(baggage.price, baggage.currency) }),
            baggage,
          ),
          <QuantityStepper
            id={idOf('services.excessBaggageKg')}
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
          withLimit(t('booking.pricePerKg', { price: money(cargo.price, cargo.currency) }), cargo),
          <QuantityStepper
            id={idOf('services.cargoKg')}
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
                {withLimit(t('booking.priceEach', { price: money(pet.price, pet.currency) }), pet)}
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
                id={idOf(path(f))}
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
                    id={idOf(path('type'))}
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
        <span>{totalLabel}</span>
        <span data-testid="services-total">{money(servicesTotal(services, offers))}</span>
      </Box>
    </>
  );
}
