import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { guestRequirement, type GuestRequirement } from '@parvaz/domain/hotels/guests';
import type { Language } from '@parvaz/domain/languages';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../../lib/forms/choice-match';
import { showsNationalId } from '../../lib/passengers/passenger-fields';
import {
  PassengerFieldGrid,
  PassengerNationalityInput,
  PassengerTextInput,
} from '../../lib/passengers/passenger-inputs';
import { fieldId } from '../booking/field-errors';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { emptyGuest, type GuestValues, type ReserveForm, type ReservedRoom } from './reserve-rules';

type GuestField = keyof GuestValues;

/**
 * The guests of one room: its lead guest, then anyone else the guest names (up to the room's
 * party). Names in Latin letters as a passport prints them, nationality, then a national ID
 * (Iran, Türkiye) or a passport number, by the same fields and rules as a flight's passengers.
 */
export function RoomGuestsCard({
  control,
  roomIndex,
  room,
  language,
  nationalities,
  defaultNationality,
  saved,
}: {
  control: Control<ReserveForm, readonly ReservedRoom[]>;
  roomIndex: number;
  room: ReservedRoom;
  language: Language;
  nationalities: readonly Choice[];
  defaultNationality: string;
  /** A signed-in customer's saved passengers; null for anyone else. */
  saved: readonly SavedPassenger[] | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const addHintId = useId();
  const guests = useFieldArray({ control, name: `rooms.${roomIndex}.guests` });
  const party = room.occupancy.adults + room.occupancy.children;
  const n = (v: number) => toLocalDigits(String(v), language);
  const requiredLabels = (required: GuestRequirement) => [
    t('booking.firstName'),
    t('booking.lastName'),
    ...(required.nationality ? [t('booking.nationality')] : []),
    ...(required.identity ? [t('hotelStays.guestIdentity')] : []),
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="room-guests"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
          {t('hotelStays.roomN', { n: n(roomIndex + 1) })}: {room.offer.name}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {t('hotelStays.guestsHint')}
        </Typography>
      </Box>
      {guests.fields.map((guest, guestIndex) => (
        <Box key={guest.id} sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: 14, flex: 1 }}>
              {guestIndex === 0
                ? t('hotelStays.leadGuest')
                : t('hotelStays.guestN', { n: n(guestIndex + 1) })}
            </Typography>
            {saved && saved.length > 0 && (
              <SavedGuestPicker
                saved={saved}
                onPick={(p) =>
                  guests.update(guestIndex, {
                    firstName: p.firstName,
                    lastName: p.lastName,
                    nationality: p.nationality,
                    national_id: p.national_id,
                    passport_number: p.passport_number,
                  })
                }
              />
            )}
            {guestIndex > 0 && (
              <IconButton
                size="small"
                aria-label={t('hotelStays.removeGuest')}
                onClick={() => guests.remove(guestIndex)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
          <GuestFields
            control={control}
            path={`rooms.${roomIndex}.guests.${guestIndex}`}
            nationalities={nationalities}
            required={guestRequirement(guestIndex)}
          />
        </Box>
      ))}
      {guests.fields.length < party && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            aria-describedby={addHintId}
            onClick={() => guests.append(emptyGuest(defaultNationality))}
          >
            {t('hotelStays.addGuest')}
          </Button>
          {/* What an added guest must give, said before it is added (guestRequirement). */}
          <Typography
            id={addHintId}
            data-testid="add-guest-hint"
            sx={{ fontSize: 13, color: 'text.secondary' }}
          >
            {t('hotelStays.addGuestHint', {
              fields: requiredLabels(guestRequirement(guests.fields.length)).join(
                t('list.separator'),
              ),
            })}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

function SavedGuestPicker({
  saved,
  onPick,
}: {
  saved: readonly SavedPassenger[];
  onPick: (p: SavedPassenger) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      select
      id={id}
      size="small"
      label={t('booking.fromSaved')}
      value=""
      onChange={(event) => {
        const p = saved.find((s) => String(s.id) === event.target.value);
        if (p) onPick(p);
      }}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('booking.newPassenger')}</MenuItem>
      {saved.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          <bdi>
            {p.firstName} {p.lastName}
          </bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}

function GuestFields({
  control,
  path,
  nationalities,
  required,
}: {
  control: Control<ReserveForm, readonly ReservedRoom[]>;
  path: `rooms.${number}.guests.${number}`;
  nationalities: readonly Choice[];
  /** What this guest must give (the domain's `guestRequirement`): the fields marked required. */
  required: GuestRequirement;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const nationality = useWatch({ control, name: `${path}.nationality` });
  const text = (field: Exclude<GuestField, 'nationality'>, label: string, latin: boolean) => (
    <Controller
      control={control}
      name={`${path}.${field}`}
      render={({ field: input, fieldState }) => (
        <PassengerTextInput
          id={fieldId(`${path}.${field}`)}
          inputRef={input.ref}
          label={label}
          value={input.value}
          required={field === 'firstName' || field === 'lastName' || required.identity}
          error={Boolean(fieldState.error)}
          helperText={
            errorText(fieldState.error) ??
            (field === 'firstName' || field === 'lastName' ? t('booking.latinHint') : undefined)
          }
          latin={latin}
          digits={field === 'national_id'}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      )}
    />
  );
  const idShown = showsNationalId({ nationality });
  return (
    <PassengerFieldGrid>
      {text('firstName', t('booking.firstName'), true)}
      {text('lastName', t('booking.lastName'), true)}
      <Controller
        control={control}
        name={`${path}.nationality`}
        render={({ field: input, fieldState }) => (
          <PassengerNationalityInput
            id={fieldId(`${path}.nationality`)}
            inputRef={input.ref}
            value={input.value}
            error={errorText(fieldState.error)}
            nationalities={nationalities}
            onChange={input.onChange}
            onBlur={input.onBlur}
          />
        )}
      />
      {idShown
        ? text('national_id', t('booking.nationalId'), false)
        : text('passport_number', t('booking.passportNumber'), true)}
    </PassengerFieldGrid>
  );
}
