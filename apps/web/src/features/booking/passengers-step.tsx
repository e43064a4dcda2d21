import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DraftPassenger, DraftSeat, PassengerForm } from './booking-draft';
import { ordinalOfType } from './booking-draft';
import { tripFactsOf } from './booking-rules';
import { ContactFields } from './contact-fields';
import { useNationalities } from '../../lib/passengers/use-nationalities';
import { PassengerCard } from './passenger-card';
import { fieldId } from './field-errors';
import { SavedPassengerPicker } from './saved-passenger-picker';
import { savedChoicesFor, savedOnCard } from './saved-passengers';
import { SeatMapDialog } from './seat-map-dialog';

export function PassengersStep({
  quote,
  control,
  passengers,
  seats,
  calendar,
  language,
  onSeats,
  saved,
  onPickSaved,
  savePassengers,
  onSavePassengers,
}: {
  quote: QuoteResponse;
  control: Control<PassengerForm, QuoteResponse | null>;
  /** The cards as typed (the form's values). */
  passengers: readonly DraftPassenger[];
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
  const trip = tripFactsOf(quote);
  const nameOf = (index: number) => {
    const p = passengers[index];
    if (!p) return '';
    const typed = `${p.firstName} ${p.lastName}`.trim();
    return (
      typed ||
      t('booking.passengerTitle', {
        type: t(`booking.type.${p.type}`),
        n: ordinalOfType(passengers, index),
      })
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {passengers.map((passenger, index) => {
        const mine = seats.filter((s) => s.passengerIndex === index).map((s) => s.seat);
        const choices = saved ? savedChoicesFor(index, passengers, saved, trip.firstDate) : [];
        const picked = saved ? savedOnCard(passenger, saved) : null;
        return (
          <PassengerCard
            key={`${passenger.type}-${index}`}
            control={control}
            index={index}
            ordinal={ordinalOfType(passengers, index)}
            passenger={passenger}
            international={quote.international}
            firstDate={trip.firstDate}
            lastDate={trip.lastDate}
            calendar={calendar}
            language={language}
            nationalities={nationalities}
            seatText={passenger.type === 'ADT' && mine.length > 0 ? mine.join(', ') : null}
            onPickSeat={passenger.type === 'ADT' ? () => setSeatFor(index) : null}
            savedPicker={
              choices.length > 0 || picked ? (
                <SavedPassengerPicker
                  id={fieldId(`passengers.${index}.saved`)}
                  choices={choices}
                  picked={picked}
                  onPick={(p) => onPickSaved(index, p)}
                />
              ) : null
            }
          />
        );
      })}
      <ContactFields control={control} language={language} />
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
      {seatFor !== null && (
        <SeatMapDialog
          open
          quoteId={quote.quoteId}
          passengerIndex={seatFor}
          passengerName={nameOf(seatFor)}
          seats={seats}
          language={language}
          onClose={() => setSeatFor(null)}
          onPicked={onSeats}
        />
      )}
    </Box>
  );
}
