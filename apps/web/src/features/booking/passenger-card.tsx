import EventSeatIcon from '@mui/icons-material/EventSeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useId, useMemo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DraftPassenger, PassengerForm } from './booking-draft';
import { yearRange } from '../../lib/dates/date-parts';
import { birthBounds, shiftYears } from '../../lib/passengers/passenger-fields';
import { PassengerFieldGrid } from '../../lib/passengers/passenger-inputs';
import {
  PassengerValueFields,
  type PassengerField,
} from '../../lib/passengers/passenger-value-fields';
import type { Choice } from '../../lib/forms/choice-match';
import { fieldId } from './field-errors';
import { TicketNameLine } from './ticket-name-line';

export function PassengerCard({
  control,
  index,
  title,
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
  /** The card's passenger as named before a name is typed ("Adult 2": `passengerTitleOf`). */
  title: string;
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
  const titleId = useId();
  const genderHelpId = useId();
  const pathOf = (field: PassengerField) => `passengers.${index}.${field}` as const;
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
          {title}
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
            aria-label={`${t('booking.chooseSeat')} — ${title}`}
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
        <PassengerValueFields
          control={control}
          pathOf={pathOf}
          idOf={(field) => fieldId(pathOf(field))}
          genderLabelId={`${titleId}-gender`}
          genderHelpId={genderHelpId}
          international={international}
          birthYears={birthYears}
          expireYears={expireYears}
          calendar={calendar}
          language={language}
          nationalities={nationalities}
          afterNames={<TicketNameLine control={control} index={index} />}
        />
      </PassengerFieldGrid>
    </Paper>
  );
}
