import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

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
  return (
    <FormTextField
      control={control}
      name={name}
      id={id}
      label={label}
      hint={hint}
      required
      normalize={normalizeDigits}
      slotProps={{ htmlInput: { dir: 'ltr', autoComplete, inputMode, spellCheck: false } }}
    />
  );
}
