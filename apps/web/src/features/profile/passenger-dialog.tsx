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
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import { inputInCalendar, yearRange } from '../../lib/dates/date-parts';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { todayIso } from '../../lib/format/short-date';
import { notify } from '../../lib/notify/notifier';
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
  savedPassengerResolver,
  type InputField,
  type SavedPassengerInput,
} from './saved-passenger-form';

const fields: readonly InputField[] = [
  'type',
  'gender',
  'firstName',
  'lastName',
  'birth',
  'nationality',
  'national_id',
  'passport_number',
  'expire',
];

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
  const errorText = useFieldErrorText();
  const resolver = useMemo(() => savedPassengerResolver(todayIso), []);
  const form = useForm<SavedPassengerInput>({ defaultValues: initial, resolver });
  const [type, nationality] = useWatch({ control: form.control, name: ['type', 'nationality'] });
  const today = todayIso();

  const submit = useFormSubmit(form, async (values) => {
    const result = await savePassenger(id, bodyOfInput(values));
    if (result.ok) {
      onSaved();
      return;
    }
    const mapped: Record<string, string> = {};
    for (const [path, message] of Object.entries(result.error.fields)) {
      const field = inputFieldOf(path.split('.').pop() ?? '');
      if (field) mapped[field] ??= message;
    }
    if (!placeServerErrors(form.setError, mapped, fields)) notify('error', result.error.message);
  });

  const text = (
    field: 'firstName' | 'lastName' | 'national_id' | 'passport_number',
    label: string,
    options: { latin?: boolean; digits?: boolean; hint?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input, fieldState }) => (
        <PassengerTextInput
          id={`sp-${field}`}
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

  const bounds = birthBounds(type, today);
  const birthYears = yearRange(calendar, bounds.from, bounds.to, true);
  const expireYears = yearRange(calendar, today, shiftYears(today, 15), false);
  const passport = showsPassport({ nationality }, false);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md">
      <form noValidate onSubmit={submit.onSubmit}>
        <DialogTitle id={titleId}>
          {id === null ? t('profile.addPassenger') : t('profile.editPassenger')}
        </DialogTitle>
        <DialogContent dividers>
          <PassengerFieldGrid>
            <Controller
              control={form.control}
              name="type"
              render={({ field: input, fieldState }) => (
                <TextField
                  id="sp-type"
                  inputRef={input.ref}
                  select
                  size="small"
                  label={t('profile.passengerType')}
                  value={input.value}
                  error={Boolean(fieldState.error)}
                  helperText={errorText(fieldState.error)}
                  onChange={(e) => {
                    const type = passengerTypes.find((x) => x === e.target.value);
                    if (type) input.onChange(type);
                  }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {passengerTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`booking.type.${type}`)}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="gender"
              render={({ field: input, fieldState }) => (
                <PassengerGenderInput
                  labelId={`${titleId}-gender`}
                  inputId="sp-gender"
                  inputRef={input.ref}
                  value={input.value}
                  error={errorText(fieldState.error)}
                  onChange={input.onChange}
                />
              )}
            />
            {text('firstName', t('booking.firstName'), {
              latin: true,
              hint: t('booking.latinHint'),
            })}
            {text('lastName', t('booking.lastName'), { latin: true, hint: t('booking.latinHint') })}
            <Controller
              control={form.control}
              name="birth"
              render={({ field: input, fieldState }) => (
                <DateChoices
                  id="sp-birth"
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
              control={form.control}
              name="nationality"
              render={({ field: input, fieldState }) => (
                <PassengerNationalityInput
                  id="sp-nationality"
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
                control={form.control}
                name="expire"
                render={({ field: input, fieldState }) => (
                  <DateChoices
                    id="sp-expire"
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submit.busy}>
            {t('profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
