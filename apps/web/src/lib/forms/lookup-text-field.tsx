import TextField from '@mui/material/TextField';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './form-error-text';

/**
 * One half of what finds a record (a reference, a tracking code, a ticket number, a mobile, a
 * last name): required, typed left to right with no spell check, digits of any script read as
 * 0–9, its rule's message (or else `hint`) under it.
 */
export function LookupTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  autoComplete = 'off',
  inputMode,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
}) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          inputRef={field.ref}
          required
          label={label}
          value={field.value}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? hint}
          onChange={(event) => field.onChange(normalizeDigits(event.target.value))}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete, inputMode, spellCheck: false } }}
        />
      )}
    />
  );
}
