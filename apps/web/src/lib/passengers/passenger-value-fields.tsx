import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import type { ReactNode } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import type { DateInput } from '../dates/date-parts';
import { inputInCalendar } from '../dates/date-parts';
import type { Choice } from '../forms/choice-match';
import { useFieldErrorText } from '../forms/form-error-text';
import { showsNationalId, showsPassport } from './passenger-fields';
import {
  PassengerGenderInput,
  PassengerNationalityInput,
  PassengerTextInput,
} from './passenger-inputs';
import type { PassengerValues } from './passenger-values';

export type PassengerField = Exclude<keyof PassengerValues, 'type'>;

/**
 * A passenger's own fields (names, gender, birth, nationality and, as the nationality asks,
 * national ID or passport), the same in passenger entry and the profile's saved passengers.
 * `pathOf` places them in the form: at its root or under `passengers.N`.
 */
export function PassengerValueFields<Form extends FieldValues>({
  control,
  pathOf,
  idOf,
  genderLabelId,
  genderHelpId,
  international,
  birthYears,
  expireYears,
  calendar,
  language,
  nationalities,
  afterNames,
}: {
  control: Control<Form>;
  pathOf: (field: PassengerField) => FieldPath<Form>;
  idOf: (field: PassengerField) => string;
  genderLabelId: string;
  genderHelpId?: string;
  /** Whether the trip leaves the country (a passport is asked of everyone then). */
  international: boolean;
  birthYears: readonly number[];
  expireYears: readonly number[];
  calendar: CalendarMode;
  language: Language;
  nationalities: readonly Choice[];
  /** Drawn after the names (passenger entry shows the name as the ticket will print it). */
  afterNames?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // The nationality decides which fields show; only it is watched, so typing a name re-renders
  // that one field.
  const nationality = String(useWatch({ control, name: pathOf('nationality') }) ?? '');
  const passport = showsPassport({ nationality }, international);

  /** One field of the passenger, its value read as the input it is drawn with. */
  const field = (
    name: PassengerField,
    draw: (input: ControllerRenderProps<Form>, error: string | undefined) => ReactNode,
  ) => (
    <Controller
      control={control}
      name={pathOf(name)}
      render={({ field: input, fieldState }) => <>{draw(input, errorText(fieldState.error))}</>}
    />
  );

  const text = (
    name: 'firstName' | 'lastName' | 'national_id' | 'passport_number',
    label: string,
    options: { latin?: boolean; digits?: boolean; hint?: string } = {},
  ) =>
    field(name, (input, error) => (
      <PassengerTextInput
        id={idOf(name)}
        inputRef={input.ref}
        label={label}
        value={String(input.value ?? '')}
        required={name === 'firstName' || name === 'lastName'}
        error={Boolean(error)}
        helperText={error ?? options.hint}
        latin={options.latin}
        digits={options.digits}
        onChange={input.onChange}
        onBlur={input.onBlur}
      />
    ));

  const date = (name: 'birth' | 'expire', legend: string, years: readonly number[]) =>
    field(name, (input, error) => (
      <DateChoices
        id={idOf(name)}
        inputRef={input.ref}
        legend={legend}
        value={inputInCalendar(input.value as DateInput, calendar)}
        years={years}
        language={language}
        error={error}
        onChange={input.onChange}
      />
    ));

  return (
    <>
      {text('firstName', t('booking.firstName'), { latin: true, hint: t('booking.latinHint') })}
      {text('lastName', t('booking.lastName'), { latin: true, hint: t('booking.latinHint') })}
      {afterNames}
      {field('gender', (input, error) => (
        <PassengerGenderInput
          labelId={genderLabelId}
          inputId={idOf('gender')}
          inputRef={input.ref}
          helpId={genderHelpId}
          value={String(input.value ?? '')}
          error={error}
          onChange={input.onChange}
        />
      ))}
      {date('birth', t('booking.birthDate'), birthYears)}
      {field('nationality', (input, error) => (
        <PassengerNationalityInput
          id={idOf('nationality')}
          inputRef={input.ref}
          value={String(input.value ?? '')}
          error={error}
          nationalities={nationalities}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      ))}
      {field('country', (input, error) => (
        <PassengerNationalityInput
          id={idOf('country')}
          label={t('booking.country')}
          inputRef={input.ref}
          value={String(input.value ?? '')}
          error={error}
          nationalities={nationalities}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      ))}
      {showsNationalId({ nationality }) &&
        text('national_id', t('booking.nationalId'), { digits: true })}
      {passport && text('passport_number', t('booking.passportNumber'), { latin: true })}
      {passport && date('expire', t('booking.passportExpiry'), expireYears)}
    </>
  );
}
