import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PassengerForm } from './booking-draft';
import { savedChoicesFor, savedOnCard } from './saved-passengers';

/**
 * A card's choice of one of the customer's saved passengers, or a new one typed in. It watches
 * every card (a saved passenger on one card is not offered on another), so it re-renders as
 * names are typed; the cards themselves do not. Nothing shows when the card has no choice.
 */
export function SavedPassengerPicker({
  id,
  control,
  index,
  saved,
  firstDate,
  onPick,
}: {
  id: string;
  control: Control<PassengerForm, QuoteResponse | null>;
  index: number;
  saved: readonly SavedPassenger[];
  firstDate: string;
  onPick: (passenger: SavedPassenger | null) => void;
}) {
  const { t } = useTranslation();
  const cards = useWatch({ control, name: 'passengers' });
  const card = cards[index];
  const choices = savedChoicesFor(index, cards, saved, firstDate);
  const picked = card ? savedOnCard(card, saved) : null;
  if (choices.length === 0 && !picked) return null;
  const options = picked && !choices.includes(picked) ? [picked, ...choices] : choices;
  return (
    <TextField
      select
      id={id}
      size="small"
      label={t('booking.fromSaved')}
      value={picked ? String(picked.id) : ''}
      onChange={(event) => onPick(options.find((p) => String(p.id) === event.target.value) ?? null)}
      sx={{ minWidth: 220, mb: 2 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('booking.newPassenger')}</MenuItem>
      {options.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          <bdi>
            {p.firstName} {p.lastName}
          </bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}
