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
import { yearRange } from '../../lib/dates/date-parts';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { todayIso } from '../../lib/format/short-date';
import { notify } from '../../lib/notify/notifier';
import { birthBounds, shiftYears } from '../../lib/passengers/passenger-fields';
import {
  PassengerFieldGrid,
  PassengerNationalityInput,
  PassengerTextInput,
} from '../../lib/passengers/passenger-inputs';
import { PassengerValueFields } from '../../lib/passengers/passenger-value-fields';
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
  'country',
  'national_id',
  'passport_number',
  'expire',
  'birth_country',
  'passport_country',
  'certificate_number',
  'email',
  'phone',
];

/** The keyboards of the profile's own text fields (a certificate number's is digits'). */
const inputModes = { certificate_number: undefined, email: 'email', phone: 'tel' } as const;

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
  const type = useWatch({ control: form.control, name: 'type' });
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

  const bounds = birthBounds(type, today);
  const birthYears = yearRange(calendar, bounds.from, bounds.to, true);
  const expireYears = yearRange(calendar, today, shiftYears(today, 15), false);

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
            <PassengerValueFields
              control={form.control}
              pathOf={(field) => field}
              idOf={(field) => `sp-${field}`}
              genderLabelId={`${titleId}-gender`}
              international={false}
              birthYears={birthYears}
              expireYears={expireYears}
              calendar={calendar}
              language={language}
              nationalities={nationalities}
            />
            {(['birth_country', 'passport_country'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field: input, fieldState }) => (
                  <PassengerNationalityInput
                    id={`sp-${name}`}
                    label={t(
                      name === 'birth_country' ? 'profile.birthCountry' : 'profile.passportCountry',
                    )}
                    inputRef={input.ref}
                    value={input.value}
                    error={errorText(fieldState.error)}
                    nationalities={nationalities}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                  />
                )}
              />
            ))}
            {(
              [
                ['certificate_number', 'profile.certificateNumber'],
                ['email', 'profile.passengerEmail'],
                ['phone', 'profile.passengerPhone'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field: input, fieldState }) => (
                  <PassengerTextInput
                    id={`sp-${name}`}
                    inputRef={input.ref}
                    label={t(label)}
                    value={input.value}
                    required={false}
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error)}
                    digits={name === 'certificate_number'}
                    inputMode={inputModes[name]}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                  />
                )}
              />
            ))}
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
