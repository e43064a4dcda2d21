import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Language } from '@parvaz/domain/languages';
import { passengerTypes } from '@parvaz/domain/passengers/passenger-list';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import { inputInCalendar, yearRange } from '../../lib/dates/date-parts';
import { todayIso } from '../../lib/format/short-date';
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
import { savePassenger } from '../../lib/passengers/saved-passengers-api';
import {
  bodyOfInput,
  inputFieldOf,
  savedPassengerErrors,
  type InputField,
  type SavedPassengerInput,
} from './saved-passenger-form';

/** Add or edit a saved passenger with the booking form's fields, rules and messages. */
export function PassengerDialog({
  id,
  initial,
  calendar,
  language,
  nationalities,
  onClose,
  onSaved,
}: {
  /** null to add. */
  id: number | null;
  initial: SavedPassengerInput;
  calendar: CalendarMode;
  language: Language;
  nationalities: readonly Choice[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [p, setP] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<InputField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<InputField, string>>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const today = todayIso();

  const change = (next: SavedPassengerInput) => {
    setP(next);
    setServerErrors({});
    if (tried) setErrors(savedPassengerErrors(next, today));
  };
  const errorOf = (field: InputField): string | undefined =>
    serverErrors[field] ?? (errors[field] ? t(errors[field], { ns: 'messages' }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = savedPassengerErrors(p, today);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`sp-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await savePassenger(id, bodyOfInput(p));
    setBusy(false);
    if (result.ok) {
      onSaved();
      return;
    }
    const mapped: Partial<Record<InputField, string>> = {};
    for (const [path, message] of Object.entries(result.error.fields)) {
      const field = inputFieldOf(path.split('.').pop() ?? '');
      if (field) mapped[field] ??= message;
    }
    setServerErrors(mapped);
  };

  const text = (
    field: 'firstName' | 'lastName' | 'national_id' | 'passport_number',
    label: string,
    options: { latin?: boolean; digits?: boolean; hint?: string } = {},
  ) => (
    <PassengerTextInput
      id={`sp-${field}`}
      label={label}
      value={p[field]}
      required={field === 'firstName' || field === 'lastName'}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? options.hint}
      latin={options.latin}
      digits={options.digits}
      onChange={(value) => change({ ...p, [field]: value })}
    />
  );

  const bounds = birthBounds(p.type, today);
  const birthYears = yearRange(calendar, bounds.from, bounds.to, true);
  const expireYears = yearRange(calendar, today, shiftYears(today, 15), false);
  const passport = showsPassport(p, false);
  const genderError = errorOf('gender');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          {id === null ? t('profile.addPassenger') : t('profile.editPassenger')}
        </DialogTitle>
        <DialogContent dividers>
          <PassengerFieldGrid>
            <TextField
              id="sp-type"
              select
              size="small"
              label={t('profile.passengerType')}
              value={p.type}
              error={Boolean(errorOf('type'))}
              helperText={errorOf('type')}
              onChange={(e) => {
                const type = passengerTypes.find((x) => x === e.target.value);
                if (type) change({ ...p, type });
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {passengerTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`booking.type.${type}`)}
                </option>
              ))}
            </TextField>
            <PassengerGenderInput
              labelId={`${titleId}-gender`}
              inputId="sp-gender"
              value={p.gender}
              error={genderError}
              onChange={(gender) => change({ ...p, gender })}
            />
            {text('firstName', t('booking.firstName'), {
              latin: true,
              hint: t('booking.latinHint'),
            })}
            {text('lastName', t('booking.lastName'), { latin: true, hint: t('booking.latinHint') })}
            <DateChoices
              id="sp-birth"
              legend={t('booking.birthDate')}
              value={inputInCalendar(p.birth, calendar)}
              years={birthYears}
              language={language}
              error={errorOf('birth')}
              onChange={(birth) => change({ ...p, birth })}
            />
            <PassengerNationalityInput
              id="sp-nationality"
              value={p.nationality}
              error={errorOf('nationality')}
              nationalities={nationalities}
              onChange={(nationality) => change({ ...p, nationality })}
            />
            {showsNationalId(p) && text('national_id', t('booking.nationalId'), { digits: true })}
            {passport && text('passport_number', t('booking.passportNumber'), { latin: true })}
            {passport && (
              <DateChoices
                id="sp-expire"
                legend={t('booking.passportExpiry')}
                value={inputInCalendar(p.expire, calendar)}
                years={expireYears}
                language={language}
                error={errorOf('expire')}
                onChange={(expire) => change({ ...p, expire })}
              />
            )}
          </PassengerFieldGrid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
