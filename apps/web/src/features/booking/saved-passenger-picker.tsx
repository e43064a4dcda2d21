import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { useTranslation } from 'react-i18next';

/** A card's choice of one of the customer's saved passengers, or a new one typed in. */
export function SavedPassengerPicker({
  id,
  choices,
  picked,
  onPick,
}: {
  id: string;
  choices: readonly SavedPassenger[];
  /** The saved passenger the card holds now. */
  picked: SavedPassenger | null;
  onPick: (passenger: SavedPassenger | null) => void;
}) {
  const { t } = useTranslation();
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
