import EventSeatIcon from '@mui/icons-material/EventSeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DraftPassenger, PassengerForm } from './booking-draft';
import { inputInCalendar, yearRange } from '../../lib/dates/date-parts';
import { DateChoices } from '../../components/date-choices';
import {
  birthBounds,
  shiftYears,
  showsNationalId,
  showsPassport,
} from '../../lib/passengers/passenger-fields';
import {
  PassengerFieldGrid,
  PassengerGenderInput,
  PassengerNationalityInput,
  PassengerTextInput,
} from '../../lib/passengers/passenger-inputs';
import type { Choice } from '../../lib/forms/choice-match';
import { fieldId, useFormErrorText } from './field-errors';
import { TicketNameLine } from './ticket-name-line';

export function PassengerCard({
  control,
  index,
  ordinal,
  type,
  international,
  firstDate,
  lastDate,
  calendar,
  language,
  nationalities,
  seatText,
  seated,
  onPickSeat,
  savedPicker,
}: {
  control: Control<PassengerForm, QuoteResponse | null>;
  index: number;
  ordinal: number;
  type: DraftPassenger['type'];
  international: boolean;
  firstDate: string;
  lastDate: string;
  calendar: CalendarMode;
  language: Language;
  nationalities: readonly Choice[];
  /** Seats held for this passenger, written out; null for children and infants. */
  seatText: string | null;
  /** Whether this passenger takes a seat of their own (adults do; children and infants not). */
  seated: boolean;
  /** Opens the seat map; null until the hold answers (the button waits). */
  onPickSeat: (() => void) | null;
  /** The choice of a saved passenger, for a signed-in customer who has some. */
  savedPicker?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const titleId = useId();
  const genderHelpId = useId();
  const path = <F extends keyof DraftPassenger>(field: F) =>
    `passengers.${index}.${field}` as const;
  const text = (
    field: 'firstName' | 'lastName' | 'national_id' | 'passport_number',
    label: string,
    options: { latin?: boolean; digits?: boolean; hint?: string } = {},
  ) => (
    <Controller
      control={control}
      name={path(field)}
      render={({ field: input, fieldState }) => (
        <PassengerTextInput
          id={fieldId(path(field))}
          inputRef={input.ref}
          label={label}
          value={input.value}
          required={field === 'firstName' || field === 'lastName'}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? options.hint}
          latin={options.latin}
          digits={options.digits}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      )}
    />
  );

  // The nationality decides which fields the card shows; the card watches it and nothing else,
  // so typing a name re-renders that one field, not the card.
  const nationality = useWatch({ control, name: path('nationality') });
  const birthYears = useMemo(() => {
    if (firstDate === '') return [];
    const bounds = birthBounds(type, firstDate);
    return yearRange(calendar, bounds.from, bounds.to, true);
  }, [type, firstDate, calendar]);
  const expireYears = useMemo(() => {
    const today = new Date().toISOString().slice(0, 10);
    const expireFrom = lastDate && lastDate > today ? lastDate : today;
    return yearRange(calendar, expireFrom, shiftYears(expireFrom, 15), false);
  }, [lastDate, calendar]);
  const typeLabel = t(`booking.type.${type}`);
  const passport = showsPassport({ nationality }, international);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="passenger-card"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('booking.passengerTitle', {
            type: typeLabel,
            n: toLocalDigits(String(ordinal), language),
          })}
          {index === 0 && ' '}
          {index === 0 && (
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: 13, mx: 1 }}>
              ({t('booking.mainPassenger')})
            </Typography>
          )}
        </Typography>
        {seated ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventSeatIcon />}
            disabled={!onPickSeat}
            onClick={onPickSeat ?? undefined}
            aria-label={`${t('booking.chooseSeat')} — ${t('booking.passengerTitle', { type: typeLabel, n: toLocalDigits(String(ordinal), language) })}`}
          >
            {seatText ? t('booking.seatChosen', { seats: seatText }) : t('booking.chooseSeat')}
          </Button>
        ) : (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('seatNotForChildOrInfant', { ns: 'messages' })}
          </Typography>
        )}
      </Box>
      {savedPicker}
      <PassengerFieldGrid>
        {text('firstName', t('booking.firstName'), { latin: true, hint: t('booking.latinHint') })}
        {text('lastName', t('booking.lastName'), { latin: true, hint: t('booking.latinHint') })}
        <TicketNameLine control={control} index={index} />
        <Controller
          control={control}
          name={path('gender')}
          render={({ field: input, fieldState }) => (
            <PassengerGenderInput
              labelId={`${titleId}-gender`}
              inputId={fieldId(path('gender'))}
              inputRef={input.ref}
              helpId={genderHelpId}
              value={input.value}
              error={errorText(fieldState.error)}
              onChange={input.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name={path('birth')}
          render={({ field: input, fieldState }) => (
            <DateChoices
              id={fieldId(path('birth'))}
              inputRef={input.ref}
              legend={t('booking.birthDate')}
              value={inputInCalendar(input.value, calendar)}
              years={birthYears}
              language={language}
              error={errorText(fieldState.error)}
              onChange={input.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name={path('nationality')}
          render={({ field: input, fieldState }) => (
            <PassengerNationalityInput
              id={fieldId(path('nationality'))}
              inputRef={input.ref}
              value={input.value}
              error={errorText(fieldState.error)}
              nationalities={nationalities}
              onChange={input.onChange}
              onBlur={input.onBlur}
            />
          )}
        />
        {showsNationalId({ nationality }) &&
          text('national_id', t('booking.nationalId'), { digits: true })}
        {passport && text('passport_number', t('booking.passportNumber'), { latin: true })}
        {passport && (
          <Controller
            control={control}
            name={path('expire')}
            render={({ field: input, fieldState }) => (
              <DateChoices
                id={fieldId(path('expire'))}
                inputRef={input.ref}
                legend={t('booking.passportExpiry')}
                value={inputInCalendar(input.value, calendar)}
                years={expireYears}
                language={language}
                error={errorText(fieldState.error)}
                onChange={input.onChange}
              />
            )}
          />
        )}
      </PassengerFieldGrid>
    </Paper>
  );
}
