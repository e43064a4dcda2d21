import type { Currency } from '@parvaz/domain/format/money';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { TripFacts } from '@parvaz/domain/passengers/passenger-rules';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { Suspense, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PassengerType } from '@parvaz/domain/passengers/passenger-list';
import type { DraftPassenger, DraftSeat, PassengerForm } from './booking-draft';
import { passengerTitleOf, seatDialogNameOf } from './booking-draft';
import { ContactFields } from './contact-fields';
import { useNationalities } from '../../lib/reference/countries-query';
import { PassengerCard } from './passenger-card';
import { fieldId } from './field-errors';
import { SavedPassengerPicker } from './saved-passenger-picker';
import { SeatMapDialog } from './booking-parts';

export function PassengersStep({
  trip,
  quoteId,
  currency,
  control,
  types,
  currentPassengers,
  seats,
  calendar,
  language,
  onSeats,
  saved,
  onPickSaved,
  savePassengers,
  onSavePassengers,
}: {
  /** The trip the cards are for, from the quote or, until it answers, from the search. */
  trip: TripFacts;
  /** The held quote; null while the hold is being made (seats wait for it). */
  quoteId: string | null;
  /** The currency the quote was priced in: its seat maps are asked in it. */
  currency: Currency;
  control: Control<PassengerForm, QuoteResponse | null>;
  /** Each card's passenger type, in order. */
  types: readonly PassengerType[];
  /** The cards' values now (for a seat dialog's name), read when needed, not watched. */
  currentPassengers: () => readonly DraftPassenger[];
  /** Seats picked on this quote. */
  seats: DraftSeat[];
  calendar: CalendarMode;
  language: Language;
  onSeats: (seats: DraftSeat[]) => void;
  /** A signed-in customer's saved passengers; null for anyone else. */
  saved: readonly SavedPassenger[] | null;
  onPickSaved: (index: number, passenger: SavedPassenger | null) => void;
  savePassengers: boolean;
  onSavePassengers: (save: boolean) => void;
}) {
  const { t } = useTranslation();
  const nationalities = useNationalities(language);
  const [seatFor, setSeatFor] = useState<number | null>(null);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const nameOf = (index: number) =>
    seatDialogNameOf(currentPassengers(), index, translate, language);
  const cards = types.map((type) => ({ type }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {types.map((type, index) => {
        const mine = seats.filter((s) => s.passengerIndex === index).map((s) => s.seat);
        return (
          <PassengerCard
            key={`${type}-${index}`}
            control={control}
            index={index}
            title={passengerTitleOf(cards, index, translate, language)}
            type={type}
            international={trip.international}
            firstDate={trip.firstDate}
            lastDate={trip.lastDate}
            calendar={calendar}
            language={language}
            nationalities={nationalities}
            seatText={type === 'ADT' && mine.length > 0 ? mine.join(', ') : null}
            seated={type === 'ADT'}
            onPickSeat={quoteId ? () => setSeatFor(index) : null}
            savedPicker={
              saved && saved.length > 0 ? (
                <SavedPassengerPicker
                  id={fieldId(`passengers.${index}.saved`)}
                  control={control}
                  index={index}
                  saved={saved}
                  firstDate={trip.firstDate}
                  onPick={(p) => onPickSaved(index, p)}
                />
              ) : null
            }
          />
        );
      })}
      <ContactFields control={control} language={language} hint={t('booking.contactHint')} />
      {saved && (
        <FormControlLabel
          control={
            <Checkbox
              checked={savePassengers}
              onChange={(event) => onSavePassengers(event.target.checked)}
            />
          }
          label={t('booking.savePassengers')}
        />
      )}
      {seatFor !== null && quoteId && (
        <Suspense fallback={null}>
          <SeatMapDialog
            open
            quoteId={quoteId}
            currency={currency}
            passengerIndex={seatFor}
            passengerName={nameOf(seatFor)}
            seats={seats}
            language={language}
            onClose={() => setSeatFor(null)}
            onPicked={onSeats}
          />
        </Suspense>
      )}
    </Box>
  );
}
